const preset = require('../jest.preset.cjs');

/** The repository's own tooling: lint boundaries proven on fixtures. */
module.exports = preset({ displayName: 'tooling', rootDir: __dirname, testEnvironment: 'node' });
