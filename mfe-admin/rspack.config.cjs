const { createAppConfig } = require('@shop/build');
const { exposes } = require('./exposes.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_admin',
  port: 3004,
  exposes,
  title: 'mfe_admin',
});
