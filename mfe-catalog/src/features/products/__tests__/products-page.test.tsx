import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { buildProduct, fakeApi, type FakeRequest } from '@shop/contracts/testing';
import type { CategoryNode, ProductList } from '@shop/contracts';
import { CategoryLink } from '../../../components/category-link';
import { LocationProbe, recordEvents, renderCatalog } from '../../../test/helpers';
import { ProductsTemplate } from '../components/products-template';

const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [{ item: { id: 5, title: 'Shoes' }, children: [] }],
  },
];

/** A server of 30 products, 12 a page, that honours the page number it is asked for. */
function listing(request: FakeRequest): { body: ProductList } {
  const pageNumber = Number(request.query.get('pageNumber') ?? 1);
  const total = 30;
  const from = (pageNumber - 1) * 12;
  const products = Array.from({ length: Math.min(12, total - from) }, (_, i) =>
    buildProduct({ id: from + i + 1, title: `Item ${from + i + 1}` }),
  );
  return { body: { products, total, totalPages: 3, pageSize: 12, pageNumber } };
}

function renderListing(route = '/products') {
  return renderCatalog(
    <>
      <ProductsTemplate />
      <LocationProbe />
    </>,
    { route, path: '/products' },
  );
}

const url = () => screen.getByRole('status', { name: 'current url' }).textContent ?? '';
const productCalls = (api: { calls: FakeRequest[] }) =>
  api.calls.filter((c) => c.path === '/products');

describe('the product listing', () => {
  let titles: ReturnType<typeof recordEvents<'ui:title-resolved'>>;
  beforeEach(() => {
    titles = recordEvents('ui:title-resolved');
  });
  afterEach(() => titles.stop());

  it('shows the counts and all products under the title All Products', async () => {
    fakeApi({ 'GET /products': listing });
    renderListing();
    expect(await screen.findByText('Showing: 12')).toBeInTheDocument();
    expect(screen.getByText('Total 30 Products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'All Products' })).toBeInTheDocument();
    expect(titles.seen).toContainEqual({ title: 'All Products' });
  });

  it('loads the first row of images at once, the first at high priority, the rest lazily', async () => {
    fakeApi({ 'GET /products': listing });
    const { container } = renderListing();
    await screen.findByText('Showing: 12');
    const images = [...container.querySelectorAll('.catalog-card__media img:first-child')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(8).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('takes its title from the category link that led to it', async () => {
    const api = fakeApi({
      'GET /products': listing,
      'GET /categories-containing-products': { body: TREE },
    });
    const user = userEvent.setup();
    renderCatalog(<CategoryLink category={{ id: 5, title: 'Shoes' }} />, {
      route: '/',
      path: '/',
      extraRoutes: <Route path="/products" element={<ProductsTemplate />} />,
    });
    await user.click(screen.getByRole('link', { name: 'Shoes' }));
    expect(await screen.findByRole('region', { name: 'Shoes' })).toBeInTheDocument();
    expect(titles.seen).toContainEqual({ title: 'Shoes' });
    const call = productCalls(api)[0];
    expect(call?.query.get('filters[0][field]')).toBe('categories_id');
    expect(call?.query.get('filters[0][value]')).toBe('5');
    expect(call?.query.get('pageNumber')).toBe('1');
    // The title came with the link: no need to fetch the tree.
    expect(api.calls.some((c) => c.path === '/categories-containing-products')).toBe(false);
  });

  it('finds the category title in the tree for a shared link', async () => {
    fakeApi({ 'GET /products': listing, 'GET /categories-containing-products': { body: TREE } });
    renderListing(
      '/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=5&pageNumber=1',
    );
    expect(await screen.findByRole('region', { name: 'Shoes' })).toBeInTheDocument();
    await waitFor(() => expect(titles.seen).toContainEqual({ title: 'Shoes' }));
    expect(titles.seen).not.toContainEqual({ title: 'All Products' });
  });

  it('moves to page 2 through the URL, and back again', async () => {
    const api = fakeApi({ 'GET /products': listing });
    const user = userEvent.setup();
    renderListing();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Item 13' })).toBeInTheDocument();
    expect(url()).toBe('/products?pageNumber=2');
    expect(productCalls(api).at(-1)?.query.get('pageNumber')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByRole('link', { name: 'Item 1' })).toBeInTheDocument();
    expect(url()).toBe('/products');
  });

  it('goes to the next page with Next and has no Next on the last page', async () => {
    fakeApi({ 'GET /products': listing });
    const user = userEvent.setup();
    renderListing('/products?pageNumber=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(url()).toBe('/products?pageNumber=3'));
    expect(await screen.findByText('Showing: 6')).toBeInTheDocument();
    expect(within(nav).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides the pagination when there is only one page', async () => {
    fakeApi({
      'GET /products': {
        body: { products: [buildProduct()], total: 1, totalPages: 1, pageSize: 12, pageNumber: 1 },
      },
    });
    renderListing();
    expect(await screen.findByText('Showing: 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sorts through the query string and asks the API for that order', async () => {
    const api = fakeApi({ 'GET /products': listing });
    const user = userEvent.setup();
    renderListing('/products?pageNumber=2');
    await screen.findByText('Showing: 12');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    await waitFor(() => expect(url()).toBe('/products?pageNumber=1&sort=price_desc'));
    await waitFor(() => expect(productCalls(api).at(-1)?.query.get('sort')).toBe('price_desc'));
  });

  it('reads the sort order from a shared link', async () => {
    fakeApi({ 'GET /products': listing });
    renderListing('/products?sort=title');
    await screen.findByText('Showing: 12');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  });

  it('filters by price range and on sale, keeping the category filter', async () => {
    const api = fakeApi({
      'GET /products': listing,
      'GET /categories-containing-products': { body: TREE },
    });
    const user = userEvent.setup();
    renderListing(
      '/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=5&pageNumber=2',
    );
    await screen.findByText('Showing: 12');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '80');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await waitFor(() =>
      expect(url()).toBe(
        '/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=5' +
          '&filters[1][field]=price&filters[1][operator]=GTE&filters[1][value]=10' +
          '&filters[2][field]=price&filters[2][operator]=LTE&filters[2][value]=80' +
          '&filters[3][field]=onSale&filters[3][operator]=EQUAL&filters[3][value]=true&pageNumber=1',
      ),
    );
    await waitFor(() =>
      expect(productCalls(api).at(-1)?.query.get('filters[3][field]')).toBe('onSale'),
    );
    expect(screen.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue(10);
  });

  it('shows the filters of a shared link in the sidebar', async () => {
    fakeApi({ 'GET /products': listing });
    renderListing(
      '/products?filters[0][field]=newProduct&filters[0][operator]=EQUAL&filters[0][value]=true',
    );
    await screen.findByText('Showing: 12');
    expect(screen.getByRole('checkbox', { name: 'New' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
  });

  it('shows the server error text, or error fetching products when the network fails', async () => {
    const toasts = recordEvents('ui:toast-requested');
    const api = fakeApi({
      'GET /products': { status: 400, body: { error: 'Unknown filter field: colour' } },
    });
    const { unmount } = renderListing();
    await waitFor(() =>
      expect(toasts.seen).toEqual([{ message: 'Unknown filter field: colour', variant: 'error' }]),
    );
    unmount();
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderListing('/products?pageNumber=2');
    await waitFor(() =>
      expect(toasts.seen).toContainEqual({ message: 'error fetching products', variant: 'error' }),
    );
    toasts.stop();
  });
});
