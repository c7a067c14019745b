const preset = require('../jest.preset.cjs');

/** The benches' own logic (the calibrated phone); the benches themselves run with `npm run bench`. */
module.exports = preset({ displayName: 'bench', rootDir: __dirname, testEnvironment: 'node' });
