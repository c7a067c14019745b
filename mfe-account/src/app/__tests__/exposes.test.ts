import { REMOTES } from '@shop/contracts';

const { exposes } = jest.requireActual<{ exposes: Record<string, string> }>('../../../exposes.cjs');

describe('exposed modules', () => {
  it('are exactly the modules the federation contract names for mfe_account', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      REMOTES.mfe_account.map((name) => `./${name}`).sort(),
    );
  });
});
