const { createAppConfig } = require('@shop/build');
const { exposes } = require('./exposes.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_account',
  port: 3003,
  exposes,
  title: 'mfe_account',
});
