import { count } from 'drizzle-orm';
import { products, productTranslations } from '../../../db/schema';
import type { Product } from '../../../schemas/catalog';
import { callerAs, filterQuery, SHOPPER, suiteApp } from '../../../test-support/test-app';

const base = {
  description: 'A lamp for the desk',
  summary: 'Warm light',
  type: 'furniture',
  imageUrl: '',
  imageHoverUrl: '',
  newPrice: 10,
  oldPrice: 10,
  offer: false,
  onSale: false,
  newProduct: false,
  discount: false,
  discountOff: 0,
  stock: 5,
  categoryIds: [10],
};

const spanish = {
  title: 'Lámpara Quetzal',
  summary: 'Luz cálida',
  description: 'Una lámpara para el escritorio',
};

describe('product translations', () => {
  const t = suiteApp({
    admin: { email: 'admin@shop.test', password: 'Admin#2026' },
    shopper: SHOPPER,
  });
  const asAdmin = callerAs(t, 'admin');
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url, headers });

  async function create(input: object): Promise<Product> {
    const response = await asAdmin('POST', '/api/admin/products', { ...base, ...input });
    expect(response.statusCode).toBe(201);
    return response.json<Product>();
  }

  // First: the products the other tests make have no seeded translations.
  it('seeds every product in Spanish and Portuguese and serves them on the category page and in the cart', async () => {
    const [all] = await t.database.db.select({ n: count() }).from(products);
    const [translated] = await t.database.db.select({ n: count() }).from(productTranslations);
    expect(translated?.n).toBe(2 * (all?.n ?? 0));

    const page = (lang: string) =>
      get(`/api/products?${filterQuery(['categories_id', 'EQUAL', 2])}&lang=${lang}`).then(
        (reply) => reply.json<{ products: Product[] }>().products,
      );
    const [en, es, pt] = await Promise.all([page('en'), page('es'), page('pt')]);
    const first = en[0] as Product;
    expect(es[0]?.id).toBe(first.id);
    expect(es[0]?.title).not.toBe(first.title);
    expect(pt[0]?.title).not.toBe(first.title);
    expect(es[0]?.description).toMatch(/de nuestra colección Moda de mujer/);
    expect(pt[0]?.summary).toMatch(/na cor/);
    // The same as the product page says, in each language.
    const single = await get(`/api/product/${first.id}?lang=pt`);
    expect(single.json<Product>()).toEqual(pt[0]);

    await t.addToCart(t.shopper, first.id);
    const cart = await t.call({ method: 'GET', url: '/api/cart?lang=pt', token: t.shopper });
    const line = cart.json<{ products: { productId: number; productName: string }[] }>().products;
    expect(line.find((l) => l.productId === first.id)?.productName).toBe(pt[0]?.title);
  });

  it('stores a translation, serves it for ?lang= and Accept-Language, and falls back to English', async () => {
    const made = await create({ title: 'Quetzal Lamp', translations: { es: spanish } });
    expect(made.translations).toEqual({ es: spanish, pt: null });
    expect(made).toMatchObject({ title: 'Quetzal Lamp', summary: 'Warm light' });

    const es = (await get(`/api/product/${made.id}?lang=es`)).json<Product>();
    expect(es).toMatchObject(spanish);
    expect(es.translations).toBeUndefined();

    const byHeader = await get(`/api/product/${made.id}`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(byHeader.json<Product>()).toMatchObject(spanish);
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);

    // Not translated into Portuguese: the English, whether asked by ?lang= or by the header.
    const english = { title: 'Quetzal Lamp', summary: 'Warm light', description: base.description };
    expect((await get(`/api/product/${made.id}?lang=pt`)).json<Product>()).toMatchObject(english);
    const ptHeader = await get(`/api/product/${made.id}`, { 'accept-language': 'pt-BR' });
    expect(ptHeader.json<Product>()).toMatchObject(english);
    expect((await get(`/api/product/${made.id}`)).json<Product>()).toMatchObject(english);
    // ?lang= wins over the header.
    const both = await get(`/api/product/${made.id}?lang=en`, { 'accept-language': 'es' });
    expect(both.json<Product>()).toMatchObject(english);
    expect((await get(`/api/product/${made.id}?lang=fr`)).statusCode).toBe(400);
  });

  it('updates and removes translations; an empty summary or description shows the English one', async () => {
    const made = await create({ title: 'Quokka Lamp' });
    const put = (translations: object) =>
      asAdmin('PUT', `/api/admin/products/${made.id}`, { translations });
    const updated = await put({ pt: { title: 'Lâmpada Quokka' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Product>().translations).toEqual({
      es: null,
      pt: { title: 'Lâmpada Quokka', summary: '', description: '' },
    });
    expect((await get(`/api/product/${made.id}?lang=pt`)).json<Product>()).toMatchObject({
      title: 'Lâmpada Quokka',
      summary: 'Warm light',
      description: base.description,
    });

    // A description without its name is refused, and nothing is written.
    const bad = await put({ pt: { title: '', description: 'Só a descrição' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/translations\/pt\/title/);
    expect((await get(`/api/product/${made.id}?lang=pt`)).json<Product>().title).toBe(
      'Lâmpada Quokka',
    );

    // Emptied: removed, and shoppers read the English again.
    const removed = await put({ pt: { title: '', summary: '', description: '' } });
    expect(removed.json<Product>().translations).toEqual({ es: null, pt: null });
    expect((await get(`/api/product/${made.id}?lang=pt`)).json<Product>().title).toBe(
      'Quokka Lamp',
    );
  });

  it('searches and sorts by the name in the language asked', async () => {
    const apple = await create({
      title: 'Xyzzy Apple',
      translations: { es: { title: 'Xyzzy Zorro' } },
    });
    const zebra = await create({
      title: 'Xyzzy Zebra',
      translations: { es: { title: 'Xyzzy Abeja' } },
    });
    const ids = (reply: { json: () => unknown }) =>
      (reply.json() as { products: Product[] }).products.map((p) => p.id);
    const listing = (lang: string) =>
      get(`/api/products?${filterQuery(['title', 'LIKE', 'xyzzy'])}&sort=title&lang=${lang}`);
    expect(ids(await listing('en'))).toEqual([apple.id, zebra.id]);
    expect(ids(await listing('es'))).toEqual([zebra.id, apple.id]);
    expect(ids(await get('/api/search?q=xyzzy&lang=es'))).toEqual([zebra.id, apple.id]);

    // A word of the Spanish name finds the product in Spanish only.
    expect(ids(await get('/api/search?q=abeja&lang=es'))).toEqual([zebra.id]);
    expect(ids(await get('/api/search?q=abeja&lang=en'))).toEqual([]);
    expect(
      ids(
        await get(`/api/products?${filterQuery(['title', 'LIKE', 'abeja'])}`, {
          'accept-language': 'es',
        }),
      ),
    ).toEqual([zebra.id]);

    // The Spanish order follows staff's edits: a new translation, one removed (the English name
    // again), and a new English name where there is no translation.
    const write = (id: number, body: object) => asAdmin('PUT', `/api/admin/products/${id}`, body);
    await write(apple.id, { translations: { es: { title: 'Xyzzy Abaco' } } });
    expect(ids(await listing('es'))).toEqual([apple.id, zebra.id]);
    await write(apple.id, { translations: { es: { title: '' } } });
    expect(ids(await listing('es'))).toEqual([zebra.id, apple.id]);
    await write(apple.id, { title: 'Xyzzy Aardvark' });
    expect(ids(await listing('es'))).toEqual([apple.id, zebra.id]);
    expect(ids(await get('/api/search?q=aardvark&lang=es'))).toEqual([apple.id]);
  });

  it('lets only staff write translations', async () => {
    const made = await create({ title: 'Quince Lamp' });
    const payload = { translations: { es: { title: 'Lámpara Membrillo' } } };
    const asShopper = callerAs(t, 'shopper');
    expect((await asShopper('PUT', `/api/admin/products/${made.id}`, payload)).statusCode).toBe(
      403,
    );
    expect((await callerAs(t)('PUT', `/api/admin/products/${made.id}`, payload)).statusCode).toBe(
      401,
    );
    expect((await get(`/api/product/${made.id}?lang=es`)).json<Product>().title).toBe(
      'Quince Lamp',
    );
  });
});
