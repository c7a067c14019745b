const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'contracts', rootDir: __dirname });
