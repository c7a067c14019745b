import { act, screen, waitFor, within } from '@testing-library/react';
import { buildProduct, fakeApi } from '@shop/contracts/testing';
import type { CategoryNode } from '@shop/contracts';
import { recordEvents, renderCatalog } from '../../../test/helpers';
import { HomeTemplate } from '../components/home-template';

const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [{ item: { id: 5, title: 'Shoes' }, children: [] }],
  },
  { item: { id: 2, title: 'Electronics' }, children: [] },
];

const products = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => buildProduct({ title: `${prefix} ${i + 1}` }));

function signedInApi() {
  return fakeApi({
    'GET /recent-products': { body: { products: products('Recent', 8) } },
    'GET /popular-products': { body: { products: products('Popular', 3) } },
    'GET /best-selling-products': { body: { products: products('Best', 6) } },
    'GET /categories-containing-products': { body: TREE },
  });
}

describe('the home page', () => {
  // The carousel chunk is lazy; loading it once up front keeps each test within its timeouts.
  beforeAll(() => import('../../../components/swiper-carousel'), 20000);

  it('shows an anonymous visitor only blog teasers, facilities, partners and social links, calling nothing', () => {
    const api = fakeApi();
    renderCatalog(<HomeTemplate />, { session: null });
    expect(screen.getByRole('heading', { name: 'From Our Blog' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why shop with us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Partners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('starts the three product calls together on the first render', async () => {
    const api = signedInApi();
    renderCatalog(<HomeTemplate />);
    const paths = api.calls.map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/recent-products', '/popular-products', '/best-selling-products']),
    );
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('shows the signed-in sections with at most 6 products per carousel', async () => {
    signedInApi();
    renderCatalog(<HomeTemplate />);
    const recent = screen.getByRole('region', { name: 'Recent Products' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
    expect(within(recent).queryByRole('link', { name: 'Recent 7' })).not.toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular Products' });
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Best Selling Products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('fetches the carousel script only when a carousel comes near the screen', async () => {
    const watchers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        watchers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      signedInApi();
      renderCatalog(<HomeTemplate />);
      const recent = screen.getByRole('region', { name: 'Recent Products' });
      await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
      expect(
        within(recent).queryByRole('button', { name: 'Next products' }),
      ).not.toBeInTheDocument();
      act(() => watchers.forEach((notify) => notify([{ isIntersecting: true }])));
      expect(
        await within(recent).findByRole('button', { name: 'Next products' }),
      ).toBeInTheDocument();
      expect(within(recent).getAllByRole('article')).toHaveLength(6);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('loads the first banner image first and at high priority, the others lazily', async () => {
    signedInApi();
    renderCatalog(<HomeTemplate />);
    const banner = screen.getByRole('region', { name: 'Featured offers' });
    const images = banner.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    images.forEach((img) => expect(img).toHaveAttribute('width'));
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('reports a carousel that failed with its own message', async () => {
    const toasts = recordEvents('ui:toast-requested');
    const api = signedInApi();
    const realFetch = api.fetch.getMockImplementation();
    api.fetch.mockImplementation((input: string, init?: RequestInit) =>
      input.includes('popular-products')
        ? Promise.reject(new TypeError('offline'))
        : realFetch?.(input, init),
    );
    renderCatalog(<HomeTemplate />);
    await waitFor(() =>
      expect(toasts.seen).toEqual([
        { message: 'error fetching popular products', variant: 'error' },
      ]),
    );
    const popular = screen.getByRole('region', { name: 'Popular Products' });
    expect(within(popular).getByText('No products to show yet.')).toBeInTheDocument();
    toasts.stop();
  });
});
