/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
const FACADE = path.join(ROOT, 'shared-ui/router.ts');
const I18N_FACADE = path.join(ROOT, 'shared-ui/i18n.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const ALL = [
  ...APPS.flatMap((app) => sources(path.join(ROOT, app, 'src'))),
  ...sources(path.join(ROOT, 'shared-ui')),
  ...sources(path.join(ROOT, 'shared-testing')),
];

/** The value names each file imports from a module (type-only imports are left out). */
function importedValues(file: string, from: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!),
  );
}

/** What an app's production build shares, by name, read the way rspack reads it. */
const sharedByApp = new Map<string, Record<string, Record<string, unknown>>>();
function sharedInBuild(app: string): Record<string, Record<string, unknown>> {
  const script = `
    const config = [].concat(require('./rspack.config.cjs')({}, { mode: 'production' }))[0];
    const plugin = config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
    process.stdout.write(JSON.stringify(plugin._options.shared));
  `;
  const cwd = path.join(ROOT, app);
  if (!sharedByApp.has(app))
    sharedByApp.set(
      app,
      JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' })),
    );
  return sharedByApp.get(app)!;
}

const FACADES = [
  { name: 'react-router-dom', library: 'react-router', request: '@shop/ui/router', file: FACADE },
  { name: 'react-i18next', library: '#react-i18next', request: '@shop/ui/i18n', file: I18N_FACADE },
];

describe.each(FACADES)('the shared $name facade', ({ name, library, request, file }) => {
  it.each(APPS)(`is what %s provides as the ${name} singleton`, (app) => {
    expect(sharedInBuild(app)[name]).toMatchObject({
      singleton: true,
      import: request,
      version: jest.requireActual<{ version: string }>(`${name}/package.json`).version,
    });
    expect(resolvedInBuild(app, 'production', request)).toBe(file);
  });

  it(`exports every name any app imports from ${name}`, () => {
    const exported = Object.keys(jest.requireActual<object>(file));
    const missing = ALL.flatMap((f) =>
      importedValues(f, name)
        .filter((value) => !exported.includes(value))
        .map((value) => `${path.relative(ROOT, f)}: ${value}`),
    );
    expect(missing).toEqual([]);
  });

  it(`is the only module that imports ${library} itself, which is not shared`, () => {
    const direct = ALL.filter(
      (f) =>
        f !== file && new RegExp(`from\\s+'${library}(/[^']*)?'`).test(readFileSync(f, 'utf8')),
    );
    expect(direct.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

/** Where an app's browser build resolves a request, in the given mode. */
function resolvedInBuild(app: string, mode: string, request: string): string {
  const script = `
    const config = [].concat(require('./rspack.config.cjs')({}, { mode: ${JSON.stringify(mode)} }))[0];
    const alias = config.resolve.alias[${JSON.stringify(`${request}$`)}];
    process.stdout.write(JSON.stringify(alias ?? require.resolve(${JSON.stringify(request)})));
  `;
  const cwd = path.join(ROOT, app);
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' }));
}

it.each(APPS)('%s shares nothing by the folder it is built in: the bundles carry it', (app) => {
  expect(JSON.stringify(sharedInBuild(app))).not.toContain(ROOT);
});

describe('React Router in a browser build', () => {
  // Its package exports name the development build only, warnings and all.
  it.each(APPS)('is the production build in %s production build', (app) => {
    for (const request of ['react-router', 'react-router/dom'])
      expect(resolvedInBuild(app, 'production', request)).toMatch(
        /react-router[\\/]dist[\\/]production[\\/]/,
      );
  });

  it('is the package export, with its warnings, in a development build', () => {
    expect(resolvedInBuild('shell', 'development', 'react-router')).toMatch(
      /react-router[\\/]dist[\\/]development[\\/]/,
    );
  });
});
