/**
 * @jest-environment node
 */
import { createPageCache, pageBytes, pageKey, servedPage } from '../page-cache';

const firstPaint = { language: 'en', theme: 'light', signedIn: false } as const;
const key = (overrides: Partial<Parameters<typeof pageKey>[0]> = {}) =>
  pageKey({ pathname: '/products', search: '', firstPaint, builds: 'a,b', ...overrides });

/** A cache on a clock the test moves, and a render that counts its calls. */
function setup(options: { ttlMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  let time = 0;
  const cache = createPageCache({
    ttlMs: 1000,
    staleMs: 5000,
    maxBytes: 1024 * 1024,
    now: () => time,
    ...options,
  });
  let renders = 0;
  const render = (html = 'page', cacheable = true) =>
    jest.fn(async () => {
      renders += 1;
      return { ...servedPage(`${html} ${renders}`), cacheable };
    });
  return {
    cache,
    render,
    advance: (ms: number) => (time += ms),
    renders: () => renders,
  };
}

const text = (page: { body: Buffer } | null | undefined) => page?.body.toString();

describe('the page cache', () => {
  it('renders a page once for everyone who asks while it is fresh', async () => {
    const { cache, render, renders } = setup();
    const make = render();
    const all = await Promise.all([1, 2, 3].map(() => cache.get(key(), make)));
    expect(renders()).toBe(1);
    expect(all.map((r) => r.state)).toEqual(['miss', 'miss', 'miss']);
    const again = await cache.get(key(), make);
    expect(again).toMatchObject({ state: 'hit' });
    expect(text(again.page)).toBe('page 1');
  });

  it('serves a page past its lifetime while one new rendering replaces it', async () => {
    const { cache, render, advance, renders } = setup();
    await cache.get(key(), render());
    advance(1500);
    const stale = await cache.get(key(), render());
    expect(stale.state).toBe('stale');
    expect(text(stale.page)).toBe('page 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders()).toBe(2);
    const fresh = await cache.get(key(), render());
    expect(fresh.state).toBe('hit');
    expect(text(fresh.page)).toBe('page 2');
  });

  it('renders anew past the stale window', async () => {
    const { cache, render, advance } = setup();
    await cache.get(key(), render());
    advance(6001);
    expect(await cache.get(key(), render())).toMatchObject({ state: 'miss' });
  });

  it('forgets every page on clear, and keeps no rendering begun before it', async () => {
    const { cache, render } = setup();
    await cache.get(key(), render());
    let finish: () => void = () => undefined;
    const slow = jest.fn(
      () =>
        new Promise<ReturnType<typeof servedPage> & { cacheable: boolean }>((resolve) => {
          finish = () => resolve({ ...servedPage('before the change'), cacheable: true });
        }),
    );
    const other = key({ pathname: '/' });
    const pending = cache.get(other, slow);
    cache.clear();
    finish();
    expect(text((await pending).page)).toBe('before the change');
    expect(cache.size).toBe(0);
    expect(await cache.get(key(), render())).toMatchObject({ state: 'miss' });
    expect(await cache.get(other, render())).toMatchObject({ state: 'miss' });
  });

  it('keeps no page that was not made whole (a part failed or timed out)', async () => {
    const { cache, render } = setup();
    await cache.get(key(), render('degraded', false));
    expect(await cache.get(key(), render())).toMatchObject({ state: 'miss' });
  });

  it('holds no more than its bound, dropping the least recently used page', async () => {
    const size = servedPage('page 1');
    const { cache, render } = setup({
      maxBytes: 2 * pageBytes(size) + 10,
    });
    for (const pathname of ['/a', '/b', '/c']) await cache.get(key({ pathname }), render());
    expect(cache.size).toBe(2);
    expect(await cache.get(key({ pathname: '/a' }), render())).toMatchObject({ state: 'miss' });
    expect(cache.bytes).toBeLessThanOrEqual(2 * pageBytes(size) + 10);
  });

  it('renders every time when its lifetime is 0 (turned off)', async () => {
    const { cache, render, renders } = setup({ ttlMs: 0 });
    await cache.get(key(), render());
    expect(await cache.get(key(), render())).toMatchObject({ state: 'off' });
    expect(renders()).toBe(2);
  });
});

describe('the page key', () => {
  it('tells apart everything a page is made for: path, query, language, theme, hint, builds', () => {
    const variants = [
      key(),
      key({ pathname: '/' }),
      key({ search: '?onSale=true' }),
      key({ firstPaint: { ...firstPaint, language: 'es' } }),
      key({ firstPaint: { ...firstPaint, theme: 'dark' } }),
      key({ firstPaint: { ...firstPaint, signedIn: true } }),
      key({ builds: 'a,c' }),
    ];
    expect(new Set(variants).size).toBe(variants.length);
  });
});
