const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-account', rootDir: __dirname });
