/**
 * Where this package's modules come from. In the monorepo its TypeScript source sits beside the
 * presets and the apps compile that (no build step between editing contracts and testing an app);
 * an installed package ships only dist/, JavaScript with declaration files.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const SOURCE = existsSync(path.join(ROOT, 'src/index.ts'));

/** A module of this package by its path without extension: `react/router` → source or dist. */
function fromPackage(modulePath) {
  if (!SOURCE) return path.join(ROOT, 'dist', `${modulePath}.js`);
  const ts = path.join(ROOT, `${modulePath}.ts`);
  return existsSync(ts) ? ts : `${ts}x`;
}

module.exports = { ROOT, SOURCE, fromPackage };
