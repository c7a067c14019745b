/**
 * The shell's server: one CommonJS file, server-build/server.cjs, built from server/index.ts —
 * the HTTP side and the server render (server/render.tsx) of the first paint. Everything is
 * bundled into it (React, the router, i18next, the shell's own code, the federation runtime,
 * the server's libraries), so `node server-build/server.cjs` needs nothing else. Remotes are not:
 * the route's page comes from its remote's server build, loaded at run time through the
 * federation runtime with this bundle's libraries shared (server/federation.ts); every other
 * remote's place renders its loading state. No module is swapped: what runs on the server is
 * what server/render.tsx passes the app.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { resolveFor, scriptRule, SINGLETONS, SHARED_BY_RANGE } = require('@shop/build');

/** The installed version of each shared library this bundle provides to remotes' server builds. */
function sharedVersions() {
  const versions = {};
  for (const request of [...SINGLETONS, ...SHARED_BY_RANGE]) {
    const name = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    const manifest = require.resolve(`${name}/package.json`, { paths: [__dirname] });
    versions[request] = require(manifest).version;
  }
  return versions;
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: path.join(__dirname, 'server/index.ts'),
    output: {
      // Beside dist/, never in it: dist/ is served, and no spelling of a path may reach this.
      path: path.join(__dirname, 'server-build'),
      filename: 'server.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // The shop's packages' TypeScript source in the monorepo, as in the browser build.
    resolve: resolveFor(__dirname),
    module: {
      rules: [
        scriptRule(production, 'node 20'),
        // Styles reach the page as the browser build's stylesheet, not through this file.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __SHOP_SERVER_SHARED__: JSON.stringify(sharedVersions()),
      }),
      // One file: the lazy parts (content pages, toasts) come along instead of as chunks.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
};
