/**
 * One Rspack configuration for the shell and every remote, so that the federation contract
 * (container names, shared singletons, public paths, caching names) cannot drift between apps.
 * Each app calls createAppConfig from its own rspack.config.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createHash } = require('node:crypto');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const CompressionPlugin = require('compression-webpack-plugin');
const { SOURCE, fromPackage, packageDir } = require('./source.cjs');
const { ownLazyStyles } = require('./lazy-styles.cjs');

/**
 * The compressed copies a production build writes beside each text file over 1 KB: Brotli at
 * its highest quality (compressed once, at build time, so its slowness costs no request) and
 * gzip for a browser without Brotli. The static server picks one by the request's
 * Accept-Encoding.
 */
const COMPRESSIBLE = { test: /\.(js|css|html|json|svg)$/, threshold: 1024 };
const PRECOMPRESSED = [
  {
    ...COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  COMPRESSIBLE,
];

/**
 * Libraries of which exactly one copy may load, whichever app loads first: they hold the page's
 * state (React's renderer, the router's history, the jotai and SWR caches, the i18next instance,
 * the toast queue), so a second copy would split it.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router-dom',
  'jotai',
  'swr',
  // Its own entry, with its own relative imports of SWR's core: bundled apart from 'swr', a
  // remote's useSWRMutation would read another SWR's config (not the app's cache), so a
  // mutation's optimistic and final data would never reach the page's useSWR hooks.
  'swr/mutation',
  'i18next',
  'react-i18next',
  'notistack',
];

/**
 * Shared by version range instead: two copies of each may run side by side (the contracts hold
 * no state, their events are window CustomEvents and a failed request is recognised by shape;
 * what the UI kit keeps once per page it keeps under a global Symbol.for key). Each app asks for
 * `^<the version it was built with>`: the federation runtime gives it the page's loaded copy when
 * that satisfies the range (an older remote on a newer shell) and its own bundled copy otherwise
 * (a remote built on additions the shell lacks), so an additive change needs no redeploy of the
 * shell. Another contracts major is refused before it loads (@shop/contracts/compat).
 */
const SHARED_BY_RANGE = ['@shop/contracts', '@shop/ui'];

/** The version of one of the shop's packages the app at appDir is built with. */
const versionOf = (name, appDir) =>
  require(path.join(packageDir(name, appDir), 'package.json')).version;

/**
 * The federation runtime's packages ship CommonJS and ES modules side by side. The bundler's
 * runtime asks for the CommonJS files (by path and by name), which keeps every export of the SDK
 * and the runtime in each app; their ES modules let the build drop what the app never calls.
 */
const FEDERATION_RUNTIME =
  /^@module-federation\/(runtime|runtime-core|runtime-tools|sdk|error-codes|webpack-bundler-runtime)(\/[\w-]+)?$/;
const FEDERATION_FILE =
  /[\\/]@module-federation[\\/](runtime|runtime-core|runtime-tools|sdk|error-codes|webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/].*\.cjs$/;

function packageDirOf(name) {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The ES module for a request of the federation runtime, or the request as it was. */
function federationEsm(request, context) {
  const byName = FEDERATION_RUNTIME.exec(request);
  if (byName) {
    const dir = packageDirOf(`@module-federation/${byName[1]}`);
    const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entry = exports?.[`.${byName[2] ?? ''}`]?.import?.default;
    return entry ? path.join(dir, entry) : request;
  }
  const file = path.resolve(context ?? '', request);
  if (!FEDERATION_FILE.test(file)) return request;
  for (const ext of ['.js', '.mjs']) {
    const esm = file.replace(/\.cjs$/, ext);
    if (fs.existsSync(esm)) return esm;
  }
  return request;
}

function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * Shared names served by a module of our own: each facade ships only the exports the apps use
 * (see @shop/ui's router.ts and i18n.ts), under the library's own name and version. The import
 * is the package's export, not the file: the bundles carry it, and a path would tell every
 * browser the folder the shop was built in.
 */
const FACADES = {
  'react-router-dom': {
    import: '@shop/ui/router',
    version: require('react-router-dom/package.json').version,
  },
  'react-i18next': {
    import: '@shop/ui/i18n',
    version: require('react-i18next/package.json').version,
  },
};

/** The files of the facades (the shared names served by a module of our own). */
const FACADE_FILES = Object.values(FACADES).map(({ import: request }) =>
  fromPackage('@shop/ui', request.split('/').pop()),
);

/** The folder of package `name` as Node would find it from `from`, or null. */
function installedDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * The host's first view needs every shared singleton but the lazy ones (the toasts' library):
 * one chunk of them all (`libraries`), not one per library and per dependency. A page ran twelve
 * files of them before the shell's own chunks, each a request and a script element to start; it
 * runs one, and the one file compresses better than its parts. A module is in it when it comes
 * from one of those libraries' packages or of what they depend on, or is a facade: a package the
 * shell imports only lazily (semver, web-vitals) or a lazy library's stays apart.
 */
function bootLibraries(appDir, lazyShared) {
  const folders = new Set();
  const visit = (name, from) => {
    const dir = installedDir(name, from);
    if (!dir || folders.has(dir)) return;
    folders.add(dir);
    const { dependencies = {} } = require(path.join(dir, 'package.json'));
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir);
  };
  for (const name of Object.keys(sharedConfig(appDir)))
    if (!SHARED_BY_RANGE.includes(name) && !lazyShared.includes(name))
      visit(packageOf(name), appDir);
  const roots = [...folders].map((dir) => dir + path.sep);
  return (module) => {
    const file = module.resource ?? '';
    return FACADE_FILES.includes(file) || roots.some((root) => file.startsWith(root));
  };
}

/** The modules a shared name is served from: the libraries and the facades. */
const SHARED_MODULE = new RegExp(
  [
    /[\\/]node_modules[\\/]/.source,
    ...FACADE_FILES.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ].join('|'),
);

/** The shared libraries whose ranges a remote's manifest declares (see src/compat.ts). */
const COMPAT_LIBRARIES = ['react', 'react-router-dom', 'jotai', 'swr'];

/**
 * What the app is built against: the contracts version, the ranges of its package.json and the
 * versions installed. A remote's manifest carries it (metaData.builtWith); the shell compiles it
 * in (__SHOP_BUILT_WITH__) and refuses a remote it cannot run.
 */
function builtWith(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const ranges = {};
  const versions = {};
  for (const library of COMPAT_LIBRARIES) {
    const range = pkg.dependencies?.[library];
    if (!range) continue;
    ranges[library] = range;
    versions[library] = require(
      require.resolve(`${library}/package.json`, { paths: [appDir, __dirname] }),
    ).version;
  }
  return { contracts: versionOf('@shop/contracts', appDir), ranges, versions };
}

/** Folders no build reads from: tests, installed packages, what builds write. */
const LEFT_OUT = new Set(['__tests__', 'node_modules', 'dist', 'sourcemaps', 'test-results']);

/** The files below `dir`, by their path relative to `root`, in a stable order. */
function filesBelow(root, dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.name.startsWith('.')) return [];
      if (!entry.isDirectory()) return [relative];
      return LEFT_OUT.has(entry.name) ? [] : filesBelow(root, relative);
    })
    .sort();
}

/**
 * A short id of what one build of an app is made of: its folder (sources, configuration), what
 * it is built with (the contracts and UI kit versions, which change with their source, and the
 * library versions) and this preset. It names the build's chunk registry (`output.chunkLoadingGlobal`):
 * chunk ids are only unique within one build, so when a deploy brings a remote's next build into
 * a tab that still shows the old one, each build must push its lazily loaded chunks into an array
 * of its own, or one build would run the other's modules under its ids (or wait for ever on a
 * chunk the other took). An identical rebuild gets the same id, so its files keep their names.
 */
function buildId(appDir, built) {
  const hash = createHash('sha256').update(
    JSON.stringify({ ...built, ui: versionOf('@shop/ui', appDir) }),
  );
  const inputs = [
    ...filesBelow(appDir, '.').map((file) => path.join(appDir, file)),
    ...filesBelow(__dirname, '.').map((file) => path.join(__dirname, file)),
  ];
  for (const file of inputs) {
    hash
      .update(path.relative(appDir, file))
      .update('\0')
      .update(fs.readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * In the monorepo the apps compile the contracts' and the UI kit's TypeScript source (each
 * export's `source` condition): the copies the app at appDir resolves. An installed package
 * resolves through its exports to dist/.
 */
function contractsAliases(appDir = process.cwd()) {
  if (!SOURCE) return {};
  const aliases = {};
  for (const name of SHARED_BY_RANGE) {
    const root = packageDir(name, appDir);
    for (const [entry, target] of Object.entries(
      require(path.join(root, 'package.json')).exports,
    )) {
      if (typeof target !== 'object' || !target.source) continue;
      aliases[`${name}${entry.slice(1)}$`] = path.join(root, target.source);
    }
  }
  return aliases;
}

/**
 * React Router's package exports name only its development build, whatever the mode, so a
 * production bundle would carry its warnings and their messages (remix-run/react-router#14102).
 * A production browser build takes the production build the package ships beside it.
 */
function routerProductionAliases(appDir) {
  const dist = path.join(packageDir('react-router', appDir), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** What every build of the app at appDir resolves: TypeScript first, the shop's packages' source. */
const resolveFor = (appDir, production = false) => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: {
    ...contractsAliases(appDir),
    ...(production ? routerProductionAliases(appDir) : {}),
  },
});

/** TypeScript and JSX through SWC, for the given targets (browsers, or Node for a server build). */
function scriptRule(production, targets) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/** A dependency's range as a shared requiredVersion: a local tarball or link means its version. */
function requiredVersion(appDir, request, range) {
  if (/^[\d^~<>=*x|\s.-]/.test(range)) return range;
  const name = packageOf(request);
  const manifest = require.resolve(`${name}/package.json`, { paths: [appDir, __dirname] });
  return `^${require(manifest).version}`;
}

function sharedConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const version = deps[packageOf(request)];
    if (!version) continue;
    shared[request] = {
      singleton: true,
      requiredVersion: requiredVersion(appDir, request, version),
      ...FACADES[request],
    };
  }
  // The versions the app compiles (builtWith).
  for (const request of SHARED_BY_RANGE) {
    if (!deps[request]) continue;
    const version = versionOf(request, appDir);
    shared[request] = { singleton: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (__dirname of its config)
 * @param {string} [options.name]       the container name (snake_case): a remote's comes from its registry
 * @param {number} options.port         dev server port
 * @param {import('../src/remotes').AnyPageRegistry} [options.registry]  a remote's pages.mjs:
 *   every module of it is exposed; the pages the shell's server renders are built a second time
 *   for Node into dist/server/ (see serverBuild)
 * @param {boolean} [options.host]      the shell: publicPath '/', runtime plugins, no exposes
 * @param {string[]} [options.lazyShared]  the host's shared libraries its first view does not need
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.title]      the HTML title
 * @param {Record<string, (req, res) => void>} [options.devRoutes]  extra dev-server routes
 */
function createAppConfig({
  appDir,
  registry,
  name = registry?.remote,
  port,
  host = false,
  lazyShared = [],
  runtimePlugins = [],
  title = name,
  devRoutes = {},
}) {
  const exposesOf = (modules) =>
    Object.fromEntries(modules.map(({ expose, file }) => [`./${expose}`, file]));
  const exposes =
    registry &&
    exposesOf([
      ...registry.pages,
      ...(registry.header ?? []),
      ...(registry.dialogs ?? []),
      ...(registry.retired ?? []),
    ]);
  const headerChunks = (registry?.header ?? []).map(
    ({ expose }) => `__federation_expose_${expose}`,
  );
  const serverPages = registry?.pages.filter((page) => page.server) ?? [];
  const serverExposes = serverPages.length ? exposesOf(serverPages) : undefined;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const built = builtWith(appDir);
    const config = {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/app/index.ts' },
      // Production maps are hidden (no sourceMappingURL comment) and written beside dist/, not in
      // it: they are kept for error reporting but never served to browsers.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        uniqueName: name,
        // One registry per build, not per app (see buildId).
        chunkLoadingGlobal: `rspackChunk${name}_${buildId(appDir, built)}`,
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        sourceMapFilename: '../sourcemaps/[file].map',
        clean: true,
      },
      resolve: resolveFor(appDir, production),
      module: {
        rules: [
          scriptRule(production, 'chrome >= 111, firefox >= 115, safari >= 16.4'),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
          // Files, never inlined: the shell's first script adds its faces from bytes, and the
          // stylesheet's copy is fetched only where scripts are off.
          { test: /\.woff2?$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.NormalModuleReplacementPlugin(/@module-federation|\.cjs$/, (resource) => {
          if (resource.request)
            resource.request = federationEsm(resource.request, resource.context);
        }),
        new rspack.HtmlRspackPlugin({
          // The shell has its own page; a remote's page only hosts its standalone harness.
          template: host
            ? path.join(appDir, 'public/index.html')
            : path.join(__dirname, 'standalone.html'),
          title,
          minify: production,
          // The page runs the harness only: a remote's container entry on it too would be a
          // second runtime answering the dev server's hot updates (which then never apply).
          ...(host ? {} : { chunks: ['main'], excludeChunks: [name] }),
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __SHOP_BUILT_WITH__: JSON.stringify(built),
          // The standalone harness's API (a remote's own page); the shell reads /config.json.
          'process.env.API_URL': JSON.stringify(process.env.API_URL ?? ''),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: {
            additionalData: ({ stats, compilation }) => {
              stats.metaData.builtWith = built;
              return ownLazyStyles(stats, compilation);
            },
          },
          dts: false,
          // Remotes reuse the shell's federation runtime instead of shipping their own copy. A
          // remote's standalone dev server keeps its own runtime, as no shell provides one there.
          experiments: {
            ...(host
              ? { provideExternalRuntime: true }
              : production
                ? { externalRuntime: true }
                : {}),
            // Browser-only builds: the SDK's Node.js loading paths are left out. A remote loads
            // no remotes of its own, so its entry carries neither the loading of remotes nor the
            // handling of their manifests (0.7 KB of each entry, gzip, on every page).
            optimization: {
              target: 'web',
              ...(host ? {} : { disableSnapshot: true, disableRemote: true }),
            },
          },
        }),
        production &&
          new rspack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
          }),
        // Precompressed copies, served by the static server to a browser that accepts them:
        // Brotli at its best setting, about a seventh smaller than gzip, and gzip for the rest.
        ...(production ? PRECOMPRESSED.map((options) => new CompressionPlugin(options)) : []),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // A shared library's module is reached both as what the app provides and as the
        // fallback of what it consumes: two async chunks. Below the default 20 KB, the bundler
        // copied it into each, and a page fetched both copies; it is one chunk, whatever its size.
        splitChunks: {
          cacheGroups: {
            shared: { test: SHARED_MODULE, chunks: 'async', minChunks: 2, minSize: 0 },
            ...(host
              ? {
                  libraries: {
                    test: bootLibraries(appDir, lazyShared),
                    chunks: 'async',
                    name: 'libraries',
                    minSize: 0,
                    priority: 10,
                    enforce: true,
                  },
                }
              : {}),
            // A header module is on every page. The styles it shares with its remote's pages are
            // one stylesheet of their own, which such a page links once; they were copied into
            // the header's and the page's, the same bytes twice under two names.
            ...(headerChunks.length
              ? {
                  headerStyles: {
                    type: 'css/auto',
                    chunks: 'async',
                    minChunks: 2,
                    minSize: 0,
                    name: 'header-styles',
                    test: (module, { chunkGraph }) =>
                      [...chunkGraph.getModuleChunks(module)].some((chunk) =>
                        headerChunks.includes(chunk.name),
                      ),
                  },
                }
              : {}),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        // PORT runs a second copy beside the usual one (`PORT=3101 npm run dev -w mfe-catalog`).
        port: Number(process.env.PORT) || port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Paths the app's own server answers in production (the shell's /config.json).
        setupMiddlewares: (middlewares) => [
          ...Object.entries(devRoutes).map(([routePath, handler]) => ({
            name: routePath,
            path: routePath,
            middleware: handler,
          })),
          ...middlewares,
        ],
      },
    };
    if (host || !production) return config;
    // A remote's production build is two: the federated container the shell loads (its runtime
    // is the shell's), and the standalone harness page, a plain app with a runtime of its own that
    // imports the exposed modules directly, so the remote's own dist/index.html works alone.
    const federation = {
      ...config,
      name: 'federation',
      entry: {},
      plugins: config.plugins.filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
    };
    const harness = {
      ...config,
      name: 'harness',
      // After the container, whose output.clean empties dist/ first.
      dependencies: ['federation'],
      output: { ...config.output, uniqueName: `${name}_harness`, clean: false },
      plugins: config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    };
    if (!serverExposes) return [federation, harness];
    return [federation, harness, serverBuild({ appDir, name, serverExposes, built, production })];
  };
}

/**
 * A remote's server build: its pages for Node, one CommonJS container in dist/server/
 * (remoteEntry.js and its mf-manifest.json), published beside the browser build and deployed
 * with it. The shell's server loads it at run time through the federation runtime from the
 * remote's URL, renders the page with it and hydrates it in the browser with the browser build.
 * Everything is in the one file (no chunks to fetch over the network) but the shared libraries,
 * which the shell's server provides (its React renders the page).
 * Styles reach the page through the browser build; assets get the browser build's names, so
 * the markup is the same.
 */
function serverBuild({ appDir, name, serverExposes, built, production }) {
  return {
    name: 'server',
    dependencies: ['federation'],
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(appDir, 'dist/server'),
      uniqueName: `${name}_server`,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].js',
      // The browser build's asset names: its files are the ones the markup points at.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: resolveFor(appDir),
    module: {
      rules: [
        scriptRule(production, 'node 20'),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __SHOP_BUILT_WITH__: JSON.stringify(built),
        'process.env.API_URL': JSON.stringify(''),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        exposes: serverExposes,
        remotes: {},
        // The shell's server provides every shared library (one React renders the page): the
        // build carries no copies of its own.
        shared: Object.fromEntries(
          Object.entries(sharedConfig(appDir)).map(([request, config]) => [
            request,
            { ...config, import: false },
          ]),
        ),
        shareStrategy: 'loaded-first',
        manifest: {
          additionalData: ({ stats, compilation }) => {
            stats.metaData.builtWith = built;
            // Names this build: the shell's server loads the container anew when it changes.
            const entry = compilation.getAsset('remoteEntry.js');
            stats.metaData.buildHash = entry
              ? createHash('sha256').update(entry.source.source()).digest('hex').slice(0, 16)
              : compilation.hash;
            return stats;
          },
        },
        dts: false,
        experiments: { optimization: { target: 'node', disableSnapshot: true } },
      }),
      // One file: the shell's server fetches it once, with no chunk loading over the network.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

module.exports = {
  buildId,
  federationEsm,
  createAppConfig,
  builtWith,
  contractsAliases,
  resolveFor,
  scriptRule,
  SINGLETONS,
  SHARED_BY_RANGE,
  FACADES,
  COMPAT_LIBRARIES,
};
