import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import pt from '../../../locales/pt/common.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, `${path}.`)) found.set(p, v);
  }
  return found;
}

const placeholders = (text = '') => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the common namespace', () => {
  const english = leaves(en as Tree);

  it.each([
    ['es', es],
    ['pt', pt],
  ])('has every key of en in %s, and no other', (_lng, other) => {
    expect([...leaves(other as Tree).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ])('has a text for every key in %s, with the placeholders of en', (_lng, bundle) => {
    const texts = leaves(bundle as Tree);
    const empty = [...texts].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
    for (const [key, text] of english) {
      expect([key, placeholders(texts.get(key))]).toEqual([key, placeholders(text)]);
    }
  });

  it("keeps the spec's exact English toasts", () => {
    expect(en.toast).toEqual({
      loginSuccessful: 'login: successful',
      logoutSuccessful: 'logout: successful',
      settingsApiError: 'user settings: api error',
      expiredToken: 'Expired token',
      sessionEnded: 'Your session has ended. Please log in again.',
    });
  });
});
