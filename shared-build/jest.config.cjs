const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'build', rootDir: __dirname, testEnvironment: 'node' });
