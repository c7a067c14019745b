const { createAppConfig } = require('@shop/contracts/build');
const { exposes } = require('./exposes.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_catalog',
  port: 3001,
  exposes,
  title: 'mfe_catalog',
});
