const { createAppConfig } = require('@shop/build');
const { registry } = require('./pages.mjs');

module.exports = createAppConfig({ appDir: __dirname, port: 3002, registry });
