/**
 * The admin area, declared once: one page under which this remote routes itself, with its own
 * layout. Its federation exposes, the shell's route table, preloads, the API's vitals routes and
 * this remote's standalone harness are all read from here.
 * @satisfies {import('@shop/contracts').PageRegistry<'mfe_admin'>}
 */
export const registry = {
  remote: 'mfe_admin',
  // prettier-ignore
  pages: [
    { path: '/admin/*', access: 'signedIn', ownLayout: true, expose: 'AdminApp', file: './src/pages/admin-app.tsx' },
  ],
};
