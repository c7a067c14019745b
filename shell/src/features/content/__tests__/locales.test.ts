import en from '../../../../locales/en/content.json';
import es from '../../../../locales/es/content.json';
import pt from '../../../../locales/pt/content.json';

/** Every leaf key of a locale file, dotted ("blog.posts.p1.title"), with its value. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object')
        leaves(value, path).forEach((v, k) => found.set(k, v));
      else found.set(path, value);
    }
  }
  return found;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('content locales', () => {
  const english = leaves(en);

  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has exactly the keys of en, each non-empty with the same placeholders', (_lng, bundle) => {
    const other = leaves(bundle);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of other) {
      expect({ key, empty: String(value).trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(value) }).toEqual({
        key,
        placeholders: placeholders(english.get(key)),
      });
    }
  });

  it('keeps the exact texts of the specification in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.home).toBe('Go to Home');
    expect(en.singleBlog.replyTitle).toBe('Leave a Reply');
    expect(en.contact.hoursWeek).toBe('Mon-Fri 8AM-6AM');
    expect(en.contact.hoursSunday).toBe('Sunday closed');
    expect(Object.values(en.faqs.tabs)).toEqual([
      'Getting Started',
      'Pricing & Plans',
      'Sales Question',
      'Usage Guides',
      'General Guide',
    ]);
  });
});
