const { createAppConfig } = require('@shop/build');
const { exposes, serverExposes } = require('./exposes.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_catalog',
  port: 3001,
  exposes,
  serverExposes,
  title: 'mfe_catalog',
});
