const path = require('node:path');
const preset = require('../jest.preset.cjs');

/**
 * API suites run against a real Postgres: PGlite by default (each suite loads a template
 * built once in globalSetup), PostgreSQL when TEST_DATABASE_URL is set (a schema per suite).
 */
module.exports = {
  ...preset({ displayName: 'api', rootDir: __dirname, testEnvironment: 'node' }),
  // typebox (behind the TypeBox type provider), jose, cookie (which @fastify/cookie imports
  // dynamically), content-disposition and file-type
  // and is-svg (with their dependencies), and openapi-typescript's change-case, parse-json and
  // supports-color, ship ES modules only; PGlite's CommonJS build loads node modules with import(), which jest's vm refuses.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|typebox|content-disposition|cookie|@fastify/cookie|@electric-sql/pglite|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|is-svg|@file-type|change-case|parse-json|index-to-position|supports-color)/)',
  ],
  // file-type offers its build only to `import` and `module-sync` (what require(esm) uses).
  moduleNameMapper: {
    '^file-type$': path.resolve(__dirname, '..', 'node_modules', 'file-type', 'index.js'),
  },
  // Several API processes on one database need PostgreSQL: those suites run in its pass only.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$']),
  ],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/jest-setup.ts'],
};
