const preset = require('@shop/testing/jest.preset.cjs');

module.exports = preset({
  displayName: 'shell',
  rootDir: __dirname,
  moduleNameMapper: {
    '^mfe_[a-z_]+/.+$': '<rootDir>/src/testing/remote-stub.tsx',
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime-stub.ts',
  },
});
