const preset = require('../jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-cart-checkout', rootDir: __dirname });
