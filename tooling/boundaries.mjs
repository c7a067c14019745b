/**
 * The import boundaries lint holds (import-x/no-restricted-paths zones, checked on the
 * resolved file, so `../x` and `../../y` count alike). Paths are relative to the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
/** The packages the apps share, each imported by its package name (@shop/…). */
export const SHARED_PACKAGES = ['shared-build', 'shared-contracts', 'shared-ui', 'shared-testing'];
export const WORKSPACES = [...SHARED_PACKAGES, 'api', ...APPS, 'e2e', 'bench', 'tooling'];

/** The modules that end in a browser bundle (the apps' source and the shared browser code). */
export const BROWSER_CODE = [
  ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
  'shared-contracts/src/**/*.ts',
  'shared-ui/**/*.{ts,tsx}',
];

/** What no browser bundle contains: the build and serve time package and the test kit. */
export const NOT_IN_BROWSER = [
  {
    group: ['@shop/build', '@shop/build/*', '**/shared-build/**'],
    message: '@shop/build is build and serve time only: no browser bundle contains it.',
  },
  {
    group: ['@shop/testing', '@shop/testing/*', '**/shared-testing/**'],
    message: '@shop/testing is for tests only: no browser bundle contains it.',
  },
];

/** Module Federation container names: loaded at run time by name, never imported statically. */
export const FEDERATED_NAMES = [
  'shell/*',
  'mfe_catalog/*',
  'mfe_cart_checkout/*',
  'mfe_account/*',
  'mfe_admin/*',
];

const featuresOf = (app) => {
  const dir = path.join(ROOT, app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
};

export function boundaryZones() {
  const zones = [];
  for (const app of APPS) {
    const features = `./${app}/src/features`;
    for (const { name } of featuresOf(app)) {
      zones.push({
        target: `${features}/${name}`,
        from: features,
        except: [`./${name}`],
        message:
          'A feature does not import another feature: share through components/ or lib/, or compose them in app/.',
      });
    }
    zones.push({
      target: features,
      from: `./${app}/src/app`,
      message: 'A feature does not import the app that composes it: app/ imports features.',
    });
  }
  for (const shared of SHARED_PACKAGES) {
    zones.push({
      target: `./${shared}`,
      from: WORKSPACES.filter((w) => !SHARED_PACKAGES.includes(w)).map((w) => `./${w}`),
      message: 'A shared package is shared by the apps and imports none of them.',
    });
  }
  zones.push({
    target: './api',
    from: [...APPS, 'e2e', 'bench'].map((w) => `./${w}`),
    message: 'The API imports no frontend.',
  });
  // A workspace reaches another only through the other's package name and exports. The
  // resolver keeps the workspace link, so `@shop/contracts` resolves under
  // node_modules/@shop/contracts and only a relative path lands in ./shared-contracts.
  for (const workspace of WORKSPACES) {
    zones.push({
      target: `./${workspace}`,
      from: WORKSPACES.filter((w) => w !== workspace).map((w) => `./${w}`),
      message: 'Import another workspace through its package name, not a relative path.',
    });
  }
  return zones;
}

/**
 * The API's layers, lowest first: a layer imports only those below it. Routes reach data
 * through `app.repos` (types from repositories are fine) and never see SQL.
 */
const API_LAYERS = ['schemas', 'lib', 'db', 'repositories', 'seed', 'plugins', 'routes'];
const ABOVE = {
  schemas: API_LAYERS.slice(1),
  lib: ['db', 'repositories', 'seed', 'plugins', 'routes'],
  db: ['repositories', 'seed', 'plugins', 'routes'],
  repositories: ['seed', 'plugins', 'routes'],
  seed: ['plugins', 'routes'],
  plugins: ['routes', 'seed'],
  routes: ['seed'],
};

/** A relative import into one of these api/src folders, their index (`../routes`) included. */
const intoLayers = (layers) => `^(\\.\\./)+(${layers.join('|')})(/|$)`;

const NO_SQL = 'No SQL in a route: move it into a repository.';

export function apiLayerRules() {
  return API_LAYERS.map((layer) => {
    const patterns = [
      {
        regex: intoLayers(ABOVE[layer]),
        message: `api/src/${layer} imports only the layers below it (${API_LAYERS.join(' < ')}).`,
      },
    ];
    const paths = [];
    if (layer === 'routes') {
      patterns.push({
        regex: intoLayers(['repositories']),
        allowTypeImports: true,
        message: 'A route calls repository methods (app.repos) only.',
      });
      paths.push({ name: 'drizzle-orm', message: NO_SQL });
      patterns.push({ group: ['drizzle-orm/*'], message: NO_SQL });
      patterns.push({ regex: intoLayers(['db']), message: NO_SQL });
    }
    return {
      files: [`api/src/${layer}/**/*.ts`],
      ignores: ['**/__tests__/**'],
      rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
    };
  });
}
