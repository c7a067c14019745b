import path from 'node:path';
import { REMOTES, type RemoteName } from '@shop/contracts';

/**
 * The test every remote runs on its exposes: `exposes.cjs` (what the federation plugin builds)
 * and the typed map in `src/app/exposes` name exactly the modules the contract gives the
 * remote, and each name leads to the same component in both.
 */
export function describeExposes(
  remote: RemoteName,
  {
    appDir,
    exposes,
    exposed,
  }: { appDir: string; exposes: Record<string, string>; exposed: Record<string, unknown> },
) {
  describe(`the exposes of ${remote}`, () => {
    it('are exactly the modules the contract names', () => {
      const contract = REMOTES[remote].map((module) => `./${module}`).sort();
      expect(Object.keys(exposes).sort()).toEqual(contract);
      expect(Object.keys(exposed).sort()).toEqual(contract);
    });

    it('map each name to the component the typed map checks', () => {
      for (const [name, file] of Object.entries(exposes)) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const module = require(path.join(appDir, file)) as { default: unknown };
        expect(typeof module.default).toBe('function');
        expect(module.default).toBe(exposed[name]);
      }
    });
  });
}
