const path = require('node:path');
const { createAppConfig } = require('@shop/contracts/build');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  runtimePlugins: [path.join(__dirname, 'src/lib/federation/resilience-plugin.ts')],
  title: 'Shop',
});
