/**
 * The account's pages, declared once: its exposes, server build, the shell's routes, preloads and
 * server module map, the API's vitals routes and the standalone harness derive from it.
 * @satisfies {import('@shop/contracts').PageRegistry<'mfe_account'>}
 */
export const registry = {
  remote: 'mfe_account',
  // prettier-ignore
  pages: [
    { path: '/login', access: 'anyone', expose: 'LoginPage', file: './src/pages/login-page.tsx' },
    { path: '/signup', access: 'anyone', expose: 'SignupPage', file: './src/pages/signup-page.tsx' },
    { path: '/forgot-password', access: 'anyone', expose: 'ForgotPasswordPage', file: './src/pages/forgot-password-page.tsx' },
    { path: '/reset-password', access: 'anyone', expose: 'ResetPasswordPage', file: './src/pages/reset-password-page.tsx' },
    { path: '/invitations', access: 'signedIn', expose: 'InvitationsPage', file: './src/pages/invitations-page.tsx' },
  ],
};
