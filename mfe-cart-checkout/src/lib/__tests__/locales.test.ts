import { MESSAGES } from '@shop/contracts';
import en from '../../../locales/en/checkout.json';
import es from '../../../locales/es/checkout.json';
import pt from '../../../locales/pt/checkout.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(en);

describe.each([
  ['es', flatten(es)],
  ['pt', flatten(pt)],
])('the %s translation', (_language, translated) => {
  it('has every key of English and no other', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('fills every text, with the same placeholders as English', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(translated[key]?.trim()).toBeTruthy();
      expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});

describe('the English validation messages', () => {
  it('are exactly the messages of the contract', () => {
    expect(en.validation).toEqual(MESSAGES);
  });
});
