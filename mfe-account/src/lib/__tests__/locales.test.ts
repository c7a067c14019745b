import { MESSAGES } from '@shop/contracts';
import en from '../../../locales/en/account.json';
import es from '../../../locales/es/account.json';
import pt from '../../../locales/pt/account.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const english = leaves(en);

describe('account translations', () => {
  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has every key that en has, none of them empty', (_language, bundle) => {
    const translated = leaves(bundle as Tree);
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps the English validation texts exactly those of the contract', () => {
    expect(en.validation).toEqual(MESSAGES);
  });

  it('keeps the interpolated values in every language', () => {
    for (const bundle of [es, pt]) {
      const translated = leaves(bundle as Tree);
      for (const [key, text] of english) {
        const names = (text.match(/{{\w+}}/g) ?? []).sort();
        expect([key, (translated.get(key)?.match(/{{\w+}}/g) ?? []).sort()]).toEqual([key, names]);
      }
    }
  });
});
