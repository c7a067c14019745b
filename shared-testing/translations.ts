/** One app's locale files, by language: English is the reference. */
export type Bundles = Record<'en' | 'es' | 'pt', object>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key as a dotted path, with its text. */
export function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object')
      for (const [p, v] of leaves(value as object, `${path}.`)) found.set(p, v);
    else found.set(path, String(value));
  }
  return found;
}

const placeholders = (text = '') => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The keys, plural suffixes folded so that languages with more plural forms still match. */
const keysOf = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((key) => key.replace(PLURAL, '')))].sort();

/**
 * The translation-completeness tests every app runs on its locale files: each language has
 * exactly the keys of English (plural forms folded), no empty text, and the placeholders of
 * the English text.
 */
export function describeTranslations(name: string, bundles: Bundles): void {
  const english = leaves(bundles.en);
  const others = (['es', 'pt'] as const).map(
    (language) => [language, leaves(bundles[language])] as const,
  );

  describe(`the ${name} translations`, () => {
    it.each(others)('%s has every key of en and no other', (_language, texts) => {
      expect(keysOf(texts)).toEqual(keysOf(english));
    });

    it.each([['en', english] as const, ...others])('%s has no empty text', (_language, texts) => {
      expect([...texts].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });

    it.each(others)('%s keeps the placeholders of each English text', (_language, texts) => {
      const mismatched = [...english].filter(
        ([key, text]) =>
          texts.has(key) && placeholders(text).join() !== placeholders(texts.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
}
