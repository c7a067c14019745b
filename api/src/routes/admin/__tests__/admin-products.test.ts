import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { filterQuery, staffSuite } from '../../../test-support/test-app';
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
  const { t, asAdmin: call } = staffSuite();

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
        `/api/products?${filterQuery(['categories_id', 'EQUAL', id])}` +
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
        token: t.admin,
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
      const response = await upload('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(response.statusCode).toBe(201);
      const url = new URL(response.json<{ url: string }>().url);
      const image = await t.call({ method: 'GET', url: url.pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-security-policy']).toMatch(/default-src 'none'/);
    });

    /** A photo-like PNG of that size: a gradient, so its copies are not trivially small. */
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e2b33c"/></svg>`,
            ),
          },
        ])
        .png()
        .toBuffer();
    type Uploaded = {
      url: string;
      width: number | null;
      height: number | null;
      variants: { url: string; width: number; type: string }[];
    };

    it('makes WebP copies no wider than the original, and lists them with its size', async () => {
      const response = await upload('image/png', await png(700, 500));
      expect(response.statusCode).toBe(201);
      const body = response.json<Uploaded>();
      expect(body).toMatchObject({ width: 700, height: 500 });
      expect(body.variants.map((v) => [v.width, v.type])).toEqual([
        [160, 'image/webp'],
        [320, 'image/webp'],
        [640, 'image/webp'],
      ]);
      const stem = new URL(body.url).pathname.replace(/\.png$/, '');
      for (const variant of body.variants) {
        const pathname = new URL(variant.url).pathname;
        expect(pathname).toBe(`${stem}-${variant.width}w.webp`);
        const served = await t.call({ method: 'GET', url: pathname });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          'webp',
          variant.width,
          Math.round((500 * variant.width) / 700),
        ]);
      }
    });

    it('turns an EXIF-rotated photo upright and answers its displayed size', async () => {
      const rotated = await sharp(await png(400, 200))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const body = (await upload('image/jpeg', rotated)).json<Uploaded>();
      expect(body).toMatchObject({ width: 200, height: 400 });
      expect(body.variants.map((v) => v.width)).toEqual([160]);
      const copy = await t.call({ method: 'GET', url: new URL(body.variants[0]!.url).pathname });
      expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 160, height: 320 });
    });

    it('draws an SVG afresh up to twice its own width, and keeps one without a size as it is', async () => {
      const sized = await upload(
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200"/></svg>',
      );
      expect(sized.json<Uploaded>()).toMatchObject({ width: 300, height: 200 });
      expect(sized.json<Uploaded>().variants.map((v) => v.width)).toEqual([160, 320]);
      const sizeless = await upload('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(sizeless.statusCode).toBe(201);
      expect(sizeless.json<Uploaded>()).toMatchObject({ width: null, height: null, variants: [] });
    });

    it('gives a 1×1 image its size and no copies', async () => {
      const body = (await upload('image/png', PNG)).json<Uploaded>();
      expect(body).toMatchObject({ width: 1, height: 1, variants: [] });
    });

    it.each([
      ['a PNG cut short', async () => (await png(300, 300)).subarray(0, 200)],
      [
        'a JPEG header on noise',
        async () =>
          Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(500, 7)]),
      ],
    ])('refuses %s (the right magic number, no image) and keeps no file', async (_what, make) => {
      const dir = path.join(t.config.dataDir, 'images', 'uploads');
      const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      const response = await upload('image/png', await make());
      expect(response.statusCode).toBe(415);
      expect(fs.readdirSync(dir)).toHaveLength(before);
    });

    it("shows an uploaded image's size and copies in the product, the listing and the category page", async () => {
      const uploaded = (await upload('image/png', await png(1200, 900))).json<Uploaded>();
      expect(uploaded.variants.map((v) => v.width)).toEqual([160, 320, 640, 960]);
      const created = await call('POST', '/api/admin/products', {
        ...input,
        title: 'Measured Lamp',
        imageUrl: uploaded.url,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<Product>().id;
      const image = {
        image_url: uploaded.url,
        image_index: 0,
        width: 1200,
        height: 900,
        variants: uploaded.variants,
      };
      const product = (await t.call({ method: 'GET', url: `/api/product/${id}` })).json<Product>();
      expect(product.images).toEqual([image]);
      // The category page is written by the database (product_cards); it must say the same.
      const page = await t.call({
        method: 'GET',
        url: `/api/products?${filterQuery(['categories_id', 'EQUAL', 9])}&pageSize=100`,
      });
      const listed = page.json<{ products: Product[] }>().products.find((p) => p.id === id);
      expect(listed?.images).toEqual([image]);
    });

    it('refuses a file that is not an image', async () => {
      const response = await upload('text/html', '<script></script>');
      expect(response.statusCode).toBe(415);
    });
  });
});
