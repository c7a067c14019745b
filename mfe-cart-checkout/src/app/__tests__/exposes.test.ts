import { REMOTES } from '@shop/contracts';

const { exposes } = jest.requireActual<{ exposes: Record<string, string> }>('../../../exposes.cjs');

describe('the exposed modules', () => {
  it('are exactly the contract of mfe_cart_checkout', () => {
    expect(Object.keys(exposes).map((key) => key.replace('./', ''))).toEqual([
      ...REMOTES.mfe_cart_checkout,
    ]);
  });

  it.each(Object.entries(exposes))(
    '%s is a component taking the shell props',
    async (_name, file) => {
      const module = (await import(`../../../${file}`)) as { default: unknown };
      expect(typeof module.default).toBe('function');
    },
  );
});
