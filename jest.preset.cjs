/**
 * Shared jest settings for every workspace. TypeScript and JSX go through @swc/jest; the
 * ESM-only packages (jotai, uuid, swiper and friends) are transformed as well.
 */
const esmOnly = [
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
      testEnvironment === 'jsdom'
        ? require.resolve('./shared-contracts/testing/jsdom-environment.cjs')
        : testEnvironment,
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
      '\\.(css|less|scss)$': '<rootDir>/../shared-contracts/testing/style-stub.cjs',
      // The apps run against the router they get in the browser: the shared facade.
      '^react-router-dom$': '<rootDir>/../shared-contracts/react/router.ts',
      ...moduleNameMapper,
    },
    setupFiles: [
      ...(testEnvironment === 'jsdom'
        ? ['<rootDir>/../shared-contracts/testing/jsdom-setup.cjs']
        : []),
      ...setupFiles,
    ],
    setupFilesAfterEnv:
      testEnvironment === 'jsdom' ? ['<rootDir>/../shared-contracts/testing/jest-dom.cjs'] : [],
  };
};
