/** One jest run over every workspace (each also runs alone with `npm test -w <name>`). */
module.exports = {
  projects: [
    '<rootDir>/shared-build',
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-cart-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-admin',
    '<rootDir>/tooling',
    '<rootDir>/bench',
  ],
};
