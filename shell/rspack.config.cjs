const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@shop/contracts/build');
// The dev server answers /config.json from the same environment variables as the shell's server.
const { runtimeConfig } = require('./server/config.mjs');

const appConfig = createAppConfig({
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

// The theme and language pre-paint script is a static file of its own (no inline script).
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.plugins.push(
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: path.join(__dirname, 'public/pre-paint.js') },
        // Browsers ask for /favicon.ico on every page; the shop answers with its ₿ mark.
        { from: path.join(__dirname, 'public/favicon.ico') },
      ],
    }),
  );
  return config;
};
