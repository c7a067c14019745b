import type { TSchema } from '../../../schemas/common';
import { Value } from 'typebox/value';
import {
  ProductListSchema,
  ProductSchema,
  ProductsSchema,
  type Product,
} from '../../../schemas/catalog';
import { COMPONENTS } from '../../../schemas/components';
import { ADMIN, callerAs, filterQuery, suiteApp } from '../../../test-support/test-app';

/** Every field of ProductSchema: the admin's replies carry them all, shoppers' all but one. */
const ADMIN_FIELDS = Object.keys(ProductSchema.properties).sort();
const SHOPPER_FIELDS = ADMIN_FIELDS.filter((key) => key !== 'translations');

/** The named schemas a `$ref` may point at, by their `$id`. */
const CONTEXT = Object.fromEntries(
  COMPONENTS.map((schema) => [String((schema as { $id?: string }).$id), schema]),
);

/**
 * The storefront's hot reads send product JSON written by the database (product_cards in
 * migration 0004), the others build it with toProduct: both must be what ProductSchema, the
 * one definition the browsers' types are generated from, says, with no field more or less.
 */
function expectWire(schema: TSchema, value: unknown, fields = SHOPPER_FIELDS) {
  expect(
    [...Value.Errors(CONTEXT, schema, value)].map((e) => `${e.instancePath} ${e.message}`),
  ).toEqual([]);
  const products = schema === ProductSchema ? [value] : (value as { products: unknown[] }).products;
  for (const product of products as object[]) expect(Object.keys(product).sort()).toEqual(fields);
}

describe('product JSON against ProductSchema', () => {
  const t = suiteApp({ admin: ADMIN });
  let bare: Product;
  let categorised: Product;
  const get = async (url: string) => {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };
  const byCategory = (id: number) => `/api/products?${filterQuery(['categories_id', 'EQUAL', id])}`;

  beforeAll(async () => {
    const create = async (categoryIds: number[]) => {
      const response = await callerAs(t, 'admin')('POST', '/api/admin/products', {
        title: `Plain ${categoryIds.length}`,
        description: 'No picture',
        type: 'Gadget',
        imageUrl: '',
        imageHoverUrl: '',
        newPrice: 1.5,
        oldPrice: 2,
        offer: false,
        onSale: true,
        newProduct: true,
        discount: true,
        discountOff: 25,
        stock: 3,
        categoryIds,
      });
      expect(response.statusCode).toBe(201);
      return response.json<Product>();
    };
    bare = await create([]);
    categorised = await create([2]);
  });

  it('holds for a seeded product with images and categories (the database writes it)', async () => {
    const product = await get('/api/product/5');
    expect(product).toMatchObject({ images: [{ image_index: 0 }, { image_index: 1 }] });
    expect((product as Product).categories.length).toBeGreaterThan(0);
    expectWire(ProductSchema, product);
  });

  it('holds for a product without images or category, from the database and from toProduct', async () => {
    expect(bare).toMatchObject({ images: [], imageUrl: '', categories: [] });
    expectWire(ProductSchema, bare, ADMIN_FIELDS);
    expectWire(ProductSchema, await get(`/api/product/${bare.id}`));
  });

  it('holds for a category page the database writes, with and without images', async () => {
    const page = await get(byCategory(2));
    expect((page as { products: Product[] }).products[0]).toMatchObject({
      id: categorised.id,
      images: [],
    });
    expectWire(ProductListSchema, page);
    expectWire(ProductListSchema, await get(byCategory(1)));
  });

  it('holds for the lists toProduct builds', async () => {
    for (const url of ['/api/recent-products?limit=24', '/api/search?q=a&limit=50'])
      expectWire(ProductsSchema, await get(url));
    const general = '&filters[1][field]=price&filters[1][operator]=GTE&filters[1][value]=0';
    expectWire(ProductListSchema, await get(byCategory(2) + general));
  });

  it('fails on a product that drifted from the schema', () => {
    const drifted = { ...bare, newPrice: '1.5' };
    expect(Value.Check(CONTEXT, ProductSchema, drifted)).toBe(false);
    const { unit: _unit, ...missing } = bare;
    expect(Value.Check(CONTEXT, ProductSchema, missing)).toBe(false);
  });
});
