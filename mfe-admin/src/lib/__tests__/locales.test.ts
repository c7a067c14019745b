import en from '../../../locales/en/admin.json';
import es from '../../../locales/es/admin.json';
import pt from '../../../locales/pt/admin.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key, plural suffixes folded so that languages with more plural forms still match. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

describe('admin translations', () => {
  const english = [...new Set(keys(en))].sort();

  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has every key that en has', (_lng, tree) => {
    const translated = new Set(keys(tree as Tree));
    expect(english.filter((key) => !translated.has(key))).toEqual([]);
  });

  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has no empty text', (_lng, tree) => {
    const leaves = JSON.stringify(tree).match(/:""/g);
    expect(leaves).toBeNull();
  });
});
