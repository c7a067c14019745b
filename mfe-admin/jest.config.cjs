const preset = require('@shop/testing/jest.preset.cjs');

module.exports = preset({
  displayName: 'mfe-admin',
  rootDir: __dirname,
  setupFiles: ['<rootDir>/jest.canvas.cjs'],
});
