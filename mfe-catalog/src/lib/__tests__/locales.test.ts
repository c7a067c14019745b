import en from '../../../locales/en/catalog.json';
import es from '../../../locales/es/catalog.json';
import pt from '../../../locales/pt/catalog.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);

describe.each([
  ['es', es],
  ['pt', pt],
])('the %s catalog translation', (_language, bundle) => {
  const translated = flatten(bundle as Tree);

  it('has every key of the English one and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...translated.entries()].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const mismatched = [...english.entries()].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('the English catalog texts', () => {
  it('are the spec texts where the spec gives one', () => {
    expect(en.products.allProducts).toBe('All Products');
    expect(en.toast.addedToTheCart).toBe('Added to the cart');
    expect(en.toast.addedToCart).toBe('Added to cart');
    expect(en.errors.product).toBe('error fetching product');
    expect(en.product.ask).toBe('Ask about this products');
  });
});
