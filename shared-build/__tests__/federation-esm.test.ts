/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PRESET = path.join(__dirname, '..', 'index.cjs');
/** node_modules/@module-federation */
const SCOPE = path.resolve(require.resolve('@module-federation/sdk'), '..', '..', '..');

/** The preset's answer, from Node itself (the preset loads ESM, which jest's module system does not). */
function federationEsm(request: string, context?: string): string {
  const script = `const preset = require(${JSON.stringify(PRESET)});
    process.stdout.write(preset.federationEsm(${JSON.stringify(request)}, ${JSON.stringify(context)}));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

describe('the federation runtime is built from its ES modules', () => {
  it('answers a package asked for by name with its ES module entry', () => {
    expect(federationEsm('@module-federation/sdk')).toBe(
      path.join(SCOPE, 'sdk', 'dist', 'index.js'),
    );
    expect(federationEsm('@module-federation/runtime-tools/runtime-core')).toBe(
      path.join(SCOPE, 'runtime-tools', 'dist', 'runtime-core.js'),
    );
  });

  it('answers a CommonJS file, by path or relative to another, with the ES module beside it', () => {
    const bundler = path.join(SCOPE, 'webpack-bundler-runtime', 'dist');
    expect(federationEsm(path.join(bundler, 'index.cjs'))).toBe(path.join(bundler, 'index.js'));
    const sdk = path.join(SCOPE, 'sdk', 'dist');
    expect(federationEsm('./utils.cjs', sdk)).toBe(path.join(sdk, 'utils.js'));
    const codes = path.join(SCOPE, 'error-codes', 'dist');
    expect(federationEsm(path.join(codes, 'index.cjs'))).toBe(path.join(codes, 'index.mjs'));
  });

  it('leaves every other request alone', () => {
    expect(federationEsm('react')).toBe('react');
    expect(federationEsm('@module-federation/enhanced/rspack')).toBe(
      '@module-federation/enhanced/rspack',
    );
    expect(federationEsm('./index.cjs', path.join(SCOPE, '..', 'semver'))).toBe('./index.cjs');
  });
});
