/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './LoginPage': './src/app/exposes/login-page.tsx',
  './SignupPage': './src/app/exposes/signup-page.tsx',
  './ForgotPasswordPage': './src/app/exposes/forgot-password-page.tsx',
  './ResetPasswordPage': './src/app/exposes/reset-password-page.tsx',
  './InvitationsPage': './src/app/exposes/invitations-page.tsx',
};
