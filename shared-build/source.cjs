/**
 * Where the shop's packages' modules come from. In the monorepo their TypeScript source sits
 * beside their package.json and the apps compile that (no build step between editing a package
 * and testing an app); an installed package ships only dist/, JavaScript with declaration files.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The folder of an installed (or linked) package, found from `from` or from here. */
function packageDir(name, from = __dirname) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from, __dirname] }));
}

const SOURCE = existsSync(path.join(packageDir('@shop/contracts', process.cwd()), 'src/index.ts'));

/** A package's module by its path without extension (`@shop/ui`, `router`): source or dist. */
function fromPackage(name, modulePath) {
  const root = packageDir(name);
  if (!SOURCE) return path.join(root, 'dist', `${modulePath}.js`);
  const ts = path.join(root, `${modulePath}.ts`);
  return existsSync(ts) ? ts : `${ts}x`;
}

module.exports = { SOURCE, fromPackage, packageDir };
