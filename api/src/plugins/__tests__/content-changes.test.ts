import { Redis } from 'ioredis';
import {
  ADMIN,
  callerAs,
  createTestApp,
  SHOPPER,
  suiteApp,
  type TestApp,
} from '../../test-support/test-app';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test-support/redis';
import { CONTENT_CHANGED_CHANNEL } from '../content-changes';

/** How many changes the app says happen while `work` runs. */
async function changesDuring(t: TestApp, work: () => Promise<unknown>) {
  let changes = 0;
  const count = () => (changes += 1);
  t.app.contentChanges.on('changed', count);
  try {
    await work();
  } finally {
    t.app.contentChanges.off('changed', count);
  }
  return changes;
}

describe('content changes, which forget cached pages', () => {
  const t = suiteApp({ admin: ADMIN, shopper: SHOPPER });
  const asAdmin = callerAs(t, 'admin');
  const asShopper = callerAs(t, 'shopper');

  it('are said when staff rename a category', async () => {
    const { categories } = (await asAdmin('GET', '/api/admin/categories')).json<{
      categories: Array<{ id: number; title: string }>;
    }>();
    const bags = categories.find((c) => c.title === 'Bags')!;
    expect(
      await changesDuring(t, async () => {
        const renamed = await asAdmin('PUT', `/api/admin/categories/${bags.id}`, {
          title: 'Handbags',
          titleEs: '',
          titlePt: '',
        });
        expect(renamed.statusCode).toBe(200);
      }),
    ).toBe(1);
  });

  it('are not said for reads, refused writes or a shopper’s own writes', async () => {
    expect(
      await changesDuring(t, async () => {
        await asAdmin('GET', '/api/admin/categories');
        await asShopper('PUT', '/api/admin/categories/1', { title: 'Mine' });
        await asAdmin('PUT', '/api/admin/categories/1', { title: '' });
        await asShopper('POST', '/api/cart/add-product', { productId: 1, quantity: 1 });
      }),
    ).toBe(0);
  });
});

describe('content changes with REDIS_URL', () => {
  it('are published on the channel every replica of the shell listens to', async () => {
    const { prefix, clean } = testRedisPrefix();
    const listener = new Redis(TEST_REDIS_URL);
    const t = await createTestApp({ redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix });
    try {
      const heard: string[] = [];
      await listener.subscribe(`${prefix}${CONTENT_CHANGED_CHANNEL}`);
      listener.on('message', (_channel, message: string) => heard.push(message));
      const asAdmin = (method: 'PUT', url: string, payload: object) =>
        t
          .login(ADMIN.email, ADMIN.password)
          .then((token) => t.call({ method, url, token, payload }));
      const response = await asAdmin('PUT', '/api/admin/categories/1', { title: 'Fashion & more' });
      expect(response.statusCode).toBe(200);
      for (let i = 0; i < 50 && !heard.length; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['/api/admin/categories/:id']);
    } finally {
      listener.disconnect();
      await t.close();
      await clean();
    }
  });
});
