const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'ui', rootDir: __dirname });
