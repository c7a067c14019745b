const preset = require('../jest.preset.cjs');

module.exports = preset({
  displayName: 'mfe-catalog',
  rootDir: __dirname,
  moduleNameMapper: {
    // Package CSS entries (swiper/css) carry no .css suffix in their import path.
    '^swiper/css.*$': '<rootDir>/../shared-contracts/testing/style-stub.cjs',
    '\\.svg$': '<rootDir>/test/file-stub.cjs',
  },
});
