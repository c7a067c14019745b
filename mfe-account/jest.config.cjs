const preset = require('@shop/contracts/jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-account', rootDir: __dirname });
