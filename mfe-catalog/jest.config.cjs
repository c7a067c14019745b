const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-catalog', rootDir: __dirname });
