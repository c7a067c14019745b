const preset = require('@shop/contracts/jest.preset.cjs');

module.exports = preset({ displayName: 'mfe-cart-checkout', rootDir: __dirname });
