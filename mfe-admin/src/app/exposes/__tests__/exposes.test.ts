import path from 'node:path';
import { REMOTES } from '@shop/contracts';
import { exposed } from '../index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposes } = require('../../../../exposes.cjs') as { exposes: Record<string, string> };
const APP_DIR = path.join(__dirname, '..', '..', '..', '..');

describe('the exposes of mfe_admin', () => {
  it('are exactly the modules the contract names', () => {
    const contract = REMOTES.mfe_admin.map((module) => `./${module}`).sort();
    expect(Object.keys(exposes).sort()).toEqual(contract);
    expect(Object.keys(exposed).sort()).toEqual(contract);
  });

  it('map each name to the component the typed map checks', () => {
    for (const [name, file] of Object.entries(exposes)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(APP_DIR, file)) as { default: unknown };
      expect(module.default).toBe(exposed[name as keyof typeof exposed]);
    }
  });
});
