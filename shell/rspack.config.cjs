const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@shop/build');
const { prePaintScript } = require('./pre-paint.cjs');
// The dev server answers /config.json and /api from the same environment variables as the
// shell's server; its settings (TypeScript) load only when the dev server runs, so a build or a
// plain Node reading this file needs no TypeScript loader.
const serverSettings = () => require('./server/config.ts');
const serving = process.argv.some((arg) => arg === 'serve' || arg === 'dev');

/** Shared libraries the boot does not need: notistack comes with the first toast. */
const LAZY_SHARED = ['notistack'];

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  lazyShared: LAZY_SHARED,
  runtimePlugins: [
    path.join(__dirname, 'src/lib/federation/resilience-plugin.ts'),
    path.join(__dirname, 'src/lib/federation/yield-plugin.ts'),
  ],
  title: 'Bitshop',
  devRoutes: {
    '/config.json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(serverSettings().runtimeConfig()));
    },
  },
});

/**
 * Writes boot-assets.json: the files of the shell's bootstrap chunk group, which the shell's
 * server preloads (with the shared modules its manifest lists) on every page, and those of each
 * language's texts.
 */
class BootAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (name) =>
            compilation.namedChunkGroups.get(name)?.chunks.flatMap((chunk) => [...chunk.files]) ??
            [];
          const files = filesOf('bootstrap');
          const boot = {
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
            lazyShared: LAZY_SHARED,
            // The texts of each language but English, preloaded for a page in that language.
            locales: {
              es: filesOf('locale-es').filter((f) => f.endsWith('.js')),
              pt: filesOf('locale-pt').filter((f) => f.endsWith('.js')),
            },
          };
          compilation.emitAsset(
            'boot-assets.json',
            new rspack.sources.RawSource(JSON.stringify(boot)),
          );
        },
      );
    });
  }
}

/** Emits pre-paint.js, a static file of its own (the page runs no inline script). */
class PrePaintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrePaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrePaintPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { source, files } = prePaintScript();
          files.forEach((file) => compilation.fileDependencies.add(file));
          compilation.emitAsset('pre-paint.js', new rspack.sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // /api on the dev server's origin goes to the API, as the shell's server does in production.
  if (serving) {
    const { apiUpstream } = serverSettings().serverConfig();
    config.devServer.proxy = [
      {
        context: ['/api'],
        target: new URL(apiUpstream).origin,
        pathRewrite: { '^/api': new URL(apiUpstream).pathname.replace(/\/$/, '') },
        xfwd: true,
      },
    ];
  }
  config.plugins.push(
    new BootAssetsPlugin(),
    new PrePaintPlugin(),
    new rspack.CopyRspackPlugin({
      patterns: [
        // Browsers ask for /favicon.ico on every page; the shop answers with its ₿ mark.
        { from: path.join(__dirname, 'public/favicon.ico') },
      ],
    }),
  );
  return config;
};
