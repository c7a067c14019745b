const preset = require('@shop/testing/jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-account', rootDir: __dirname });
