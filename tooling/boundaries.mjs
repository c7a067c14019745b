/**
 * The import boundaries lint holds (import-x/no-restricted-paths zones, checked on the
 * resolved file, so `../x` and `../../y` count alike). Paths are relative to the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
export const WORKSPACES = ['shared-contracts', 'api', ...APPS, 'e2e', 'bench', 'tooling'];

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
  zones.push({
    target: './shared-contracts',
    from: WORKSPACES.filter((w) => w !== 'shared-contracts').map((w) => `./${w}`),
    message: '@shop/contracts is shared by the apps and imports none of them.',
  });
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
