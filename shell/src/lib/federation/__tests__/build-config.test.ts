/**
 * @jest-environment node
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import contracts from '@shop/contracts/package.json';

interface FederationOptions {
  name: string;
  remotes: Record<string, unknown>;
  shareStrategy: string;
  runtimePlugins: string[];
  shared: Record<string, { singleton: boolean; requiredVersion: string; version?: string }>;
}

const SHELL_DIR = path.resolve(__dirname, '../../../..');

/** The shell's production build settings, read the way rspack reads them (in plain Node). */
function readBuild(): { federation: FederationOptions; output: Record<string, unknown> } {
  const script = `
    const config = require('./rspack.config.cjs')({}, { mode: 'production' });
    const plugin = config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
    process.stdout.write(JSON.stringify({ federation: plugin._options, output: config.output }));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: SHELL_DIR, encoding: 'utf8' }),
  );
}

const build = readBuild();

function shellFederation(): FederationOptions {
  expect(build.output).toMatchObject({ publicPath: '/', uniqueName: 'shell' });
  return build.federation;
}

describe("the shell's federation build", () => {
  it('compiles no remote in: the remotes come from /config.json at run time', () => {
    const options = shellFederation();
    expect(options.remotes).toEqual({});
    expect(JSON.stringify(options)).not.toMatch(/mf-manifest|localhost:300[1-4]/);
  });

  it("loads shared libraries 'loaded-first', as singletons", () => {
    const options = shellFederation();
    expect(options.shareStrategy).toBe('loaded-first');
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'jotai',
      'i18next',
      'notistack',
    ]) {
      expect(options.shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares @shop/contracts by the range of its own version, not as a singleton', () => {
    // A remote built on a newer minor then runs its own copy beside the shell's (see compat.ts).
    const { version } = contracts;
    expect(shellFederation().shared['@shop/contracts']).toEqual({
      singleton: false,
      version,
      requiredVersion: `^${version}`,
    });
  });

  it('installs the resilience runtime plugin, and the one that sets a container up in a task of its own', () => {
    const options = shellFederation();
    expect(options.runtimePlugins.map((p) => path.basename(p))).toEqual([
      'resilience-plugin.ts',
      'yield-plugin.ts',
    ]);
  });
});
