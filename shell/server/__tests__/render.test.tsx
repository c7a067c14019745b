/**
 * @jest-environment node
 */
import type { InitialData, ShellProps } from '@shop/contracts';
import { priorityImage, render, type RenderInput } from '../render';

/** A remote page that shows the data it was given and names its largest image. */
function ProductPage({ initialData }: ShellProps) {
  const [key, value] = Object.entries(initialData ?? {})[0] ?? ['none', null];
  return (
    <article>
      <h1>{`${key}=${JSON.stringify(value)}`}</h1>
      <img src={`/api/images/${key}-0.svg`} alt="" fetchPriority="high" />
    </article>
  );
}

const input = (id: number, data: InitialData): RenderInput => ({
  url: `/product/${id}`,
  config: {
    apiUrl: '/api',
    remotes: {
      mfe_catalog: 'http://catalog.test/mf-manifest.json',
      mfe_cart_checkout: 'http://cart.test/mf-manifest.json',
      mfe_account: 'http://account.test/mf-manifest.json',
      mfe_admin: 'http://admin.test/mf-manifest.json',
    },
  },
  theme: 'light',
  language: 'en',
  signedIn: true,
  page: {
    module: 'mfe_catalog/ProductPage',
    component: ProductPage as never,
    data,
    // Each page's texts come in at their own pace: the renders overlap.
    loadTexts: () => new Promise((resolve) => setTimeout(resolve, id === 1 ? 40 : 5)),
  },
});

describe("the shell's server render", () => {
  it('renders two pages at once, each with its own data, and names each largest image', async () => {
    const [first, second] = await Promise.all([
      render(input(1, { p1: { title: 'Kite' } })),
      render(input(2, { p2: { title: 'Puzzle' } })),
    ]);
    expect(first.markup).toContain('p1={&quot;title&quot;:&quot;Kite&quot;}');
    expect(first.markup).not.toContain('Puzzle');
    expect(second.markup).toContain('p2={&quot;title&quot;:&quot;Puzzle&quot;}');
    expect(second.markup).not.toContain('Kite');
    expect(first.largestImage).toEqual({ src: '/api/images/p1-0.svg' });
    expect(second.largestImage).toEqual({ src: '/api/images/p2-0.svg' });
  });

  it.each(['/product/7', '/product/7?', '/product/7?ref=mail', '//elsewhere/product/7'])(
    'names the page in the banner and the tab alike at %p',
    async (url) => {
      const rendered = await render({
        ...input(7, { p7: {} }),
        url,
        page: { ...input(7, { p7: {} }).page!, title: 'Kite' },
      });
      const banner = /<h1 id="page-title">([^<]*)<\/h1>/.exec(rendered.markup)?.[1];
      expect(rendered.title).toBe(`${banner} · Bitshop`);
    },
  );

  it('names the largest image as its element asks for it: its copies by width and their sizes', () => {
    expect(
      priorityImage(
        '<img src="/a.svg" alt=""><img src="/p.svg" srcset="/p-160w.webp 160w, /p-640w.webp 640w" sizes="(max-width: 900px) 100vw, 564px" alt="" fetchpriority="high">',
      ),
    ).toEqual({
      src: '/p.svg',
      srcset: '/p-160w.webp 160w, /p-640w.webp 640w',
      sizes: '(max-width: 900px) 100vw, 564px',
    });
    expect(priorityImage('<img src="/a.svg" alt="">')).toBeNull();
  });

  it('leaves every other remote to the browser, and names no image without a page', async () => {
    const { page: _page, ...layout } = input(1, {});
    const { markup, largestImage } = await render(layout);
    expect(markup).toContain('<header');
    expect(markup).not.toContain('<article>');
    expect(largestImage).toBeNull();
  });
});
