import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, createTestApp, type TestApp } from '../../../test-support/test-app';
import type { Product } from '../../../schemas/catalog';

const input = {
  title: 'Test Lamp',
  description: 'A lamp',
  type: 'furniture',
  vendor: 'Acme',
  imageUrl: '/api/images/seed/furniture-0-0.svg',
  imageHoverUrl: '',
  newPrice: 19.99,
  oldPrice: 24.5,
  offer: false,
  onSale: true,
  newProduct: true,
  discount: true,
  discountOff: 20,
  stock: 7,
  categoryIds: [9],
};

describe('admin products and uploads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call({ method, url, token: admin, ...(payload ? { payload } : {}) });

  describe('products', () => {
    it('creates, updates, searches and deletes a product', async () => {
      const created = await call('POST', '/api/admin/products', input);
      expect(created.statusCode).toBe(201);
      const product = created.json<Product>();
      expect(product).toMatchObject({
        title: 'Test Lamp',
        newPrice: 19.99,
        oldPrice: 24.5,
        isDiscount: true,
        new: true,
        stock: 7,
      });
      expect(product.categories).toEqual([{ id: 9, title: 'Audio' }]);
      expect(product.imageUrl).toMatch(
        /^http:\/\/localhost:\d+\/api\/images\/seed\/furniture-0-0\.svg$/,
      );
      const updated = await call('PUT', `/api/admin/products/${product.id}`, {
        newPrice: 15,
        imageHoverUrl: product.imageUrl,
      });
      expect(updated.json<Product>()).toMatchObject({
        newPrice: 15,
        title: 'Test Lamp',
        imageHoverUrl: product.imageUrl,
      });
      const found = await call('GET', '/api/admin/products?q=test%20lamp');
      expect(found.json<{ products: Product[] }>().products.map((p) => p.id)).toEqual([product.id]);
      expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
      expect((await t.call({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    });

    it.each([
      ['a missing title', { ...input, title: undefined }, /title/],
      ['a price with three decimals', { ...input, newPrice: 1.234 }, /newPrice/],
      ['a negative stock', { ...input, stock: -1 }, /stock/],
      ['an unknown category', { ...input, categoryIds: [999] }, /categoryIds/],
      ['an oversized title', { ...input, title: 'x'.repeat(201) }, /title/],
      ['a javascript: image URL', { ...input, imageUrl: 'javascript:alert(1)' }, /imageUrl/],
    ])('answers 400 for %s', async (_name, body, message) => {
      const response = await call('POST', '/api/admin/products', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    });

    it('keeps the category listing and its total exact through create, move and delete', async () => {
      const cat = (id: number, general = false) =>
        `/api/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=${id}` +
        (general ? '&filters[1][field]=price&filters[1][operator]=GTE&filters[1][value]=0' : '');
      const total = async (id: number, general = false) =>
        (await t.call({ method: 'GET', url: cat(id, general) })).json<{ total: number }>().total;
      const [audio, electronics] = [await total(9), await total(6)];
      const id = (await call('POST', '/api/admin/products', input)).json<Product>().id;
      expect([await total(9), await total(6)]).toEqual([audio + 1, electronics + 1]);
      expect(
        (await t.call({ method: 'GET', url: cat(9) })).json<{ products: Product[] }>().products[0]
          ?.id,
      ).toBe(id);
      await call('PUT', `/api/admin/products/${id}`, { categoryIds: [2] });
      expect([await total(9), await total(6), await total(9, true)]).toEqual([
        audio,
        electronics,
        audio,
      ]);
      await call('DELETE', `/api/admin/products/${id}`);
      expect([await total(2), await total(2, true)]).toEqual([
        await total(2, true),
        await total(2),
      ]);
      expect(await total(1)).toBe(await total(1, true));
    });

    it('answers 404 when updating a missing product', async () => {
      expect((await call('PUT', '/api/admin/products/999999', { stock: 1 })).statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    const multipart = (type: string, content: string | Buffer) => {
      const boundary = '----shop';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`;
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(head),
          Buffer.from(content),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    const upload = (type: string, content: string | Buffer) =>
      t.call({
        method: 'POST',
        url: '/api/admin/uploads',
        token: admin,
        ...multipart(type, content),
      });
    // A 1×1 PNG.
    const PNG = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0f6a40000000049454e44ae426082',
      'hex',
    );

    it.each([
      ['HTML declared as image/png', 'image/png', '<html><script>alert(1)</script></html>'],
      ['HTML declared as image/svg+xml', 'image/svg+xml', '<html><svg></svg></html>'],
      ['a PDF declared as image/jpeg', 'image/jpeg', '%PDF-1.4 not an image'],
      ['broken SVG', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
    ])('refuses %s by its bytes and stores nothing', async (_what, type, content) => {
      const dir = path.join(t.config.dataDir, 'images', 'uploads');
      const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      const response = await upload(type, content);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatch(/content is not an accepted image/);
      expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(before);
    });

    it('names a real image by its bytes, whatever type was declared', async () => {
      const response = await upload('text/plain', PNG);
      expect(response.statusCode).toBe(201);
      const url = new URL(response.json<{ url: string }>().url);
      expect(url.pathname).toMatch(/\.png$/);
      const image = await t.call({ method: 'GET', url: url.pathname });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
    });

    it('stores an image and serves it', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/admin/uploads',
        token: admin,
        ...multipart('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      expect(response.statusCode).toBe(201);
      const url = new URL(response.json<{ url: string }>().url);
      const image = await t.call({ method: 'GET', url: url.pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-security-policy']).toMatch(/default-src 'none'/);
    });

    it('refuses a file that is not an image', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/admin/uploads',
        token: admin,
        ...multipart('text/html', '<script></script>'),
      });
      expect(response.statusCode).toBe(415);
    });
  });
});
