const path = require('node:path');
const { createAppConfig } = require('@shop/contracts/build');
// The dev server answers /config.json from the same environment variables as the shell's server.
const { runtimeConfig } = require('./server/config.mjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  runtimePlugins: [path.join(__dirname, 'src/lib/federation/resilience-plugin.ts')],
  title: 'Bitshop',
  devRoutes: {
    '/config.json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtimeConfig()));
    },
  },
});
