import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PrefetchRequest, ShellProps } from '@shop/contracts';
import { buildProduct, buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import { listing, productCalls } from '../../testing/listing-fixtures';
import ProductsPage, { prefetch as prefetchListing } from '../products-page';
import ProductPage, { prefetch as prefetchProduct } from '../product-page';
import { prefetch as prefetchHome } from '../home-page';

const api = setupApiServer();

const ahead = (url: string, token: string | null = 'the-token'): PrefetchRequest => ({
  url,
  apiUrl: TEST_API_URL,
  language: 'en',
  token,
});

const shellProps: ShellProps = {
  session: buildSession({ token: 'the-token' }),
  theme: 'light',
  apiUrl: TEST_API_URL,
};

/** The exposed module as the shell mounts it at its route: its app's cache, no data handed over. */
function renderExposed(Page: (props: ShellProps) => React.ReactNode, path: string, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page {...shellProps} />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Resolves once every request started so far has been answered. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the pages fetched ahead of a click', () => {
  it("the listing: its query's products, with the token, shown on the page's first render", async () => {
    api.on({ 'GET /products': listing });
    prefetchListing(ahead('/products?pageNumber=2&sort=price_asc'));
    await settled();
    const [call] = productCalls(api);
    expect(call?.query.get('pageNumber')).toBe('2');
    expect(call?.query.get('sort')).toBe('price_asc');
    expect(call?.headers.authorization).toBe('Bearer the-token');

    renderExposed(ProductsPage, '/products', '/products?pageNumber=2&sort=price_asc');
    expect(screen.getByText('Total 30 Products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it("a product: the product and its related products, shown on the page's first render", async () => {
    const product = buildProduct({
      id: 21,
      title: 'Canvas Bag',
      categories: [{ id: 3, title: 'Bags' }],
    });
    api.on({
      'GET /product/21': { body: product },
      'POST /product/21/view': {},
      'GET /related-products': { body: { products: [buildProduct({ id: 22, title: 'Tote' })] } },
    });
    prefetchProduct(ahead('/product/21'));
    await settled();
    expect(api.calls.map((c) => c.path)).toEqual(['/product/21', '/related-products']);

    renderExposed(ProductPage, '/product/:id', '/product/21');
    expect(screen.getByRole('heading', { name: 'Canvas Bag' })).toBeInTheDocument();
  });

  it('the home page signed out: nothing (its carousels are for shoppers signed in)', async () => {
    prefetchHome(ahead('/', null));
    await settled();
    expect(api.calls).toEqual([]);
  });
});
