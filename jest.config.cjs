/** One jest run over every workspace (each also runs alone with `npm test -w <name>`). */
module.exports = {
  // Every core. Jest's default keeps one for its main process, which only hands out test files:
  // on a 2-core machine that left one worker, and the run used half the machine.
  maxWorkers: '100%',
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
