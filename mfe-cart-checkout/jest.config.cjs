const preset = require('@shop/testing/jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-cart-checkout', rootDir: __dirname });
