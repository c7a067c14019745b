/**
 * The account's pages, declared once. Its federation exposes, the shell's route table, preloads
 * and the API's vitals routes and this remote's standalone harness are all read from here.
 * @satisfies {import('@shop/contracts').PageRegistry<'mfe_account'>}
 */
export const registry = {
  remote: 'mfe_account',
  pages: [
    { path: '/login', access: 'anyone', expose: 'LoginPage', file: './src/pages/login-page.tsx' },
    {
      path: '/signup',
      access: 'anyone',
      expose: 'SignupPage',
      file: './src/pages/signup-page.tsx',
    },
    {
      path: '/forgot-password',
      access: 'anyone',
      expose: 'ForgotPasswordPage',
      file: './src/pages/forgot-password-page.tsx',
    },
    {
      path: '/reset-password',
      access: 'anyone',
      expose: 'ResetPasswordPage',
      file: './src/pages/reset-password-page.tsx',
    },
    {
      path: '/invitations',
      access: 'signedIn',
      expose: 'InvitationsPage',
      file: './src/pages/invitations-page.tsx',
    },
  ],
};
