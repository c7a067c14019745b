const preset = require('@shop/testing/jest.preset.cjs');

module.exports = preset({
  displayName: 'mfe-catalog',
  rootDir: __dirname,
  moduleNameMapper: {
    // Package CSS entries (swiper/css) carry no .css suffix in their import path.
    '^swiper/css.*$': require.resolve('@shop/testing/style-stub.cjs'),
    '\\.svg$': '<rootDir>/src/testing/file-stub.cjs',
  },
});
