/**
 * Shared jest settings for the shell and every remote (`require('@shop/testing/jest.preset.cjs')`
 * from an app's jest.config.cjs). TypeScript and JSX go through @swc/jest; the ESM-only packages
 * (jotai, uuid, swiper and friends, and the shop's own packages' dist/) are transformed as well.
 * In the monorepo, where the shop's packages sit as source, the apps import that source
 * (the `source` export condition); an installed package resolves to its built dist/.
 */
const path = require('node:path');
const { SOURCE, fromPackage } = require('@shop/build/source');

const esmOnly = [
  '@shop/(contracts|ui|testing)',
  'jotai',
  'uuid',
  'swiper',
  'ssr-window',
  'dom7',
  'jose',
  'echarts',
  'zrender',
  'echarts-for-react',
  'size-sensor',
  'notistack',
  'goober',
  'httpxy',
  'rettime',
  '@open-draft',
  'until-async',
].join('|');

module.exports = function preset({
  displayName,
  testEnvironment = 'jsdom',
  setupFiles = [],
  moduleNameMapper = {},
  rootDir,
}) {
  return {
    displayName,
    rootDir,
    testEnvironment:
      testEnvironment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : testEnvironment,
    ...(SOURCE
      ? {
          testEnvironmentOptions: {
            customExportConditions: [
              'source',
              ...(testEnvironment === 'jsdom' ? [] : ['node', 'node-addons']),
            ],
          },
        }
      : {}),
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
    testMatch: ['<rootDir>/**/__tests__/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: {
      '\\.(css|less|scss)$': path.join(__dirname, 'style-stub.cjs'),
      // The apps run against the router and i18n bindings they get in the browser: the facades.
      '^react-router-dom$': fromPackage('@shop/ui', 'router'),
      '^react-i18next$': fromPackage('@shop/ui', 'i18n'),
      '^#react-i18next$': require.resolve('react-i18next'),
      ...moduleNameMapper,
    },
    setupFiles: [
      ...(testEnvironment === 'jsdom' ? [path.join(__dirname, 'jsdom-setup.cjs')] : []),
      ...setupFiles,
    ],
    setupFilesAfterEnv: testEnvironment === 'jsdom' ? [path.join(__dirname, 'jest-dom.cjs')] : [],
  };
};
