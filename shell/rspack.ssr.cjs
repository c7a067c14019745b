/**
 * The server build of the shell's layout: one CommonJS file, dist/.ssr/render.cjs, that the
 * shell's server requires to render the first paint (src/ssr/render.tsx). Everything is bundled
 * into it (React, the router, i18next, the shell's own code), so the server needs nothing else;
 * remotes are not: on the server each remote's place renders its loading state.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { contractsAliases, scriptRule } = require('@shop/contracts/build');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: path.join(__dirname, 'src/ssr/render.tsx'),
    output: {
      path: path.join(__dirname, 'dist/.ssr'),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // Contracts' TypeScript source in the monorepo, as in the browser build.
        ...contractsAliases(),
        // No remote is loaded on the server: their places render their loading state.
        '@module-federation/enhanced/runtime': path.join(__dirname, 'src/ssr/no-remotes.ts'),
      },
    },
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
      }),
      // One file: the lazy parts (content pages, toasts) come along instead of as chunks.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
};
