/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/** A module's file as the bundler meets it: the package's entry, found from `from`. */
const file = (request: string, from = ROOT) =>
  realpathSync(require.resolve(request, { paths: [path.join(ROOT, from)] }));

/**
 * Whether the production browser build of `app` puts each file in its chunk of first-view
 * libraries (null: the build has no such chunk), read in Node itself.
 */
function inLibraries(app: string, files: string[]) {
  const script = `
    const built = require('./rspack.config.cjs')({}, { mode: 'production' });
    const config = (Array.isArray(built) ? built : [built]).find((c) => c.target === 'web');
    const group = config.optimization.splitChunks.cacheGroups.libraries;
    const files = ${JSON.stringify(files)};
    process.stdout.write(JSON.stringify(files.map((resource) => group ? group.test({ resource }) : null)));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: path.join(ROOT, app), encoding: 'utf8' }),
  ) as Array<boolean | null>;
}

describe("the shell's one chunk of the libraries every page boots with", () => {
  it('holds the shared singletons, what they are made of, and the facades', () => {
    const reactDom = path.dirname(file('react-dom/package.json'));
    const swr = path.dirname(file('swr/package.json'));
    const boot = [
      file('react'),
      file('react/jsx-runtime'),
      file('react-dom/client'),
      file('scheduler', path.relative(ROOT, reactDom)),
      file('react-router'),
      file('i18next'),
      file('jotai'),
      file('swr'),
      file('dequal/lite', path.relative(ROOT, swr)),
      path.join(ROOT, 'shared-ui/router.ts'),
      path.join(ROOT, 'shared-ui/i18n.ts'),
    ];
    expect(inLibraries('shell', boot)).toEqual(boot.map(() => true));
  });

  it('leaves out the lazy library, what only it needs, what loads later and the shop’s own packages', () => {
    const notistack = path.dirname(file('notistack/package.json'));
    const later = [
      file('notistack'),
      file('goober', path.relative(ROOT, notistack)),
      file('semver', 'shared-contracts'),
      file('web-vitals', 'shell'),
      path.join(ROOT, 'shared-contracts/src/index.ts'),
      path.join(ROOT, 'shared-ui/index.tsx'),
      path.join(ROOT, 'shell/src/app/bootstrap.tsx'),
    ];
    expect(inLibraries('shell', later)).toEqual(later.map(() => false));
  });

  it('is the host’s alone: a remote loads what the page lacks, library by library', () => {
    for (const app of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'])
      expect(inLibraries(app, [file('react')])).toEqual([null]);
  });
});
