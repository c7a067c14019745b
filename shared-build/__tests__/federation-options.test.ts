/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The federation plugin's experiments in each browser build of an app, read in Node itself. */
function experimentsOf(app: string) {
  const script = `
    const built = require('./rspack.config.cjs')({}, { mode: 'production' });
    const configs = (Array.isArray(built) ? built : [built]).filter((c) => c.target === 'web');
    const experiments = configs
      .map((c) => c.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin'))
      .filter(Boolean)
      .map((plugin) => plugin._options.experiments);
    process.stdout.write(JSON.stringify(experiments));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      cwd: path.join(__dirname, '../..', app),
      encoding: 'utf8',
    }),
  ) as Array<{ optimization?: Record<string, unknown> }>;
}

describe("the federation runtime's code each browser build carries", () => {
  it("leaves a remote's entry without the loading of remotes and of manifests: it loads none", () => {
    for (const app of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin']) {
      const [remote] = experimentsOf(app);
      expect(remote?.optimization).toMatchObject({
        target: 'web',
        disableRemote: true,
        disableSnapshot: true,
      });
    }
  });

  it('keeps both in the shell, which loads every remote from its manifest', () => {
    const [shell] = experimentsOf('shell');
    expect(shell?.optimization).toEqual({ target: 'web' });
  });
});
