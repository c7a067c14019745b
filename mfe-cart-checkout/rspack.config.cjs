const { createAppConfig } = require('@shop/build');
const { exposes, serverExposes } = require('./exposes.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_cart_checkout',
  port: 3002,
  exposes,
  serverExposes,
  title: 'mfe_cart_checkout',
});
