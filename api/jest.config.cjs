const preset = require('../jest.preset.cjs');

/**
 * API suites run against a real Postgres: PGlite by default (each suite loads a template
 * built once in globalSetup), PostgreSQL when TEST_DATABASE_URL is set (a schema per suite).
 */
module.exports = {
  ...preset({ displayName: 'api', rootDir: __dirname, testEnvironment: 'node' }),
  // typebox (behind the TypeBox type provider), jose, cookie and content-disposition ship ES modules
  // only; PGlite's CommonJS build loads node modules with import(), which jest's vm refuses.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|typebox|content-disposition|cookie|@electric-sql/pglite)/)',
  ],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/jest-setup.ts'],
};
