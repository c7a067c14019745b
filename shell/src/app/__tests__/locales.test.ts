import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import pt from '../../../locales/pt/common.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('the common namespace', () => {
  it.each([
    ['es', es],
    ['pt', pt],
  ])('has every key of en in %s, and no other', (_lng, other) => {
    expect(keys(other as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it("keeps the spec's exact English toasts", () => {
    expect(en.toast).toEqual({
      loginSuccessful: 'login: successful',
      logoutSuccessful: 'logout: successful',
      settingsApiError: 'user settings: api error',
    });
  });
});
