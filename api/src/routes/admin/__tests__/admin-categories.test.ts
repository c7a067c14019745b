import { filterQuery, staffSuite } from '../../../test-support/test-app';
import type { AdminCategory, CategoryNode, Product } from '../../../schemas/catalog';

describe('admin categories: names in en, es and pt', () => {
  const { asAdmin: call } = staffSuite();
  const tree = async (lang: string) =>
    (await call('GET', `/api/categories-containing-products?lang=${lang}`)).json<CategoryNode[]>();
  const list = async () =>
    (await call('GET', '/api/admin/categories')).json<{ categories: AdminCategory[] }>().categories;
  const find = (nodes: CategoryNode[], id: number): string | undefined =>
    nodes.flatMap((node) => [node, ...node.children]).find((node) => node.item.id === id)?.item
      .title;

  it('lists every category with its three names, parents first', async () => {
    const response = await call('GET', '/api/admin/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json<{ categories: AdminCategory[] }>();
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      parentId: null,
      title: 'Fashion',
      titleEs: 'Moda',
      titlePt: 'Moda',
    });
    expect(categories[1]).toMatchObject({ parentId: categories[0]!.id, title: "Women's Fashion" });
    expect(categories.find((c) => c.title === 'Electronics')).toMatchObject({
      titleEs: 'Electrónica',
      titlePt: 'Eletrônicos',
    });
  });

  it('renames a category in each language; the storefront tree and products follow', async () => {
    const categories = await list();
    const bags = categories.find((c) => c.title === 'Bags')!;
    const response = await call('PUT', `/api/admin/categories/${bags.id}`, {
      title: ' Handbags ',
      titleEs: 'Bolsos de mano',
      titlePt: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: bags.id,
      parentId: bags.parentId,
      title: 'Handbags',
      titleEs: 'Bolsos de mano',
      titlePt: '',
    });
    expect(find(await tree('en'), bags.id)).toBe('Handbags');
    expect(find(await tree('es'), bags.id)).toBe('Bolsos de mano');
    expect(find(await tree('pt'), bags.id)).toBe('Handbags');
    const listing = await call(
      'GET',
      `/api/products?${filterQuery(['categories_id', 'EQUAL', bags.id])}`,
    );
    const products = listing.json<{ products: Product[] }>().products;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      expect(product.categories).toContainEqual({ id: bags.id, title: 'Handbags' });
  });

  it('creates a category under a top category, Spanish and Portuguese falling back to English', async () => {
    const categories = await list();
    const top = categories.find((c) => c.title === 'Health')!;
    const response = await call('POST', '/api/admin/categories', {
      title: 'Vitamins',
      titleEs: 'Vitaminas',
      parentId: top.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      parentId: top.id,
      title: 'Vitamins',
      titleEs: 'Vitaminas',
      titlePt: '',
    });
    const top2 = await call('POST', '/api/admin/categories', { title: 'Garden' });
    expect(top2.json()).toMatchObject({ parentId: null, titleEs: '', titlePt: '' });
  });

  it.each([
    ['a blank title', 'POST', '/api/admin/categories', { title: '   ' }],
    ['no title', 'POST', '/api/admin/categories', { titleEs: 'Algo' }],
    ['a title too long', 'POST', '/api/admin/categories', { title: 'x'.repeat(61) }],
    ['an unknown parent', 'POST', '/api/admin/categories', { title: 'X', parentId: 99999 }],
    ['a control character', 'PUT', '/api/admin/categories/1', { titleEs: 'a\u0000b' }],
    ['a blank new title', 'PUT', '/api/admin/categories/1', { title: ' ' }],
    ['a bad id', 'PUT', '/api/admin/categories/abc', { title: 'X' }],
  ] as const)('answers 400 for %s', async (_, method, url, payload) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('refuses a child as parent (the tree is two levels deep) and answers 404 for a missing one', async () => {
    const categories = await list();
    const child = categories.find((c) => c.parentId !== null)!;
    const nested = await call('POST', '/api/admin/categories', { title: 'X', parentId: child.id });
    expect(nested.statusCode).toBe(400);
    const missing = await call('PUT', '/api/admin/categories/99999', { titleEs: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});
