import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { buildProduct, networkError, recordEvents, setupApiServer } from '@shop/testing';
import { CategoryLink } from '../../../components/category-link';
import { renderCatalog } from '../../../testing/render-catalog';
import { ProductsTemplate } from '../components/products-template';
import {
  SHOES,
  WITH_TREE,
  listing,
  openListing,
  productCalls,
  renderListing,
  url,
} from '../../../testing/listing-fixtures';

const api = setupApiServer();

describe('the product listing', () => {
  const toasts = recordEvents('ui:toast-requested');
  const titles = recordEvents('ui:title-resolved');

  it('shows the counts and all products under the title All Products', async () => {
    openListing(api);
    expect(await screen.findByText('Showing: 12')).toBeInTheDocument();
    expect(screen.getByText('Total 30 Products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'All Products' })).toBeInTheDocument();
    expect(titles).toContainEqual({ title: 'All Products' });
  });

  it('loads the first row of images at once, the first at high priority, the rest lazily', async () => {
    const { container } = openListing(api);
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
    api.on({ 'GET /products': listing, ...WITH_TREE });
    const user = userEvent.setup();
    renderCatalog(<CategoryLink category={{ id: 5, title: 'Shoes' }} />, {
      route: '/',
      path: '/',
      extraRoutes: <Route path="/products" element={<ProductsTemplate />} />,
    });
    await user.click(screen.getByRole('link', { name: 'Shoes' }));
    expect(await screen.findByRole('region', { name: 'Shoes' })).toBeInTheDocument();
    expect(titles).toContainEqual({ title: 'Shoes' });
    const call = productCalls(api)[0];
    expect(call?.query.get('filters[0][field]')).toBe('categories_id');
    expect(call?.query.get('filters[0][value]')).toBe('5');
    expect(call?.query.get('pageNumber')).toBe('1');
    // The title came with the link: no need to fetch the tree.
    expect(api.calls.some((c) => c.path === '/categories-containing-products')).toBe(false);
  });

  it('finds the category title in the tree for a shared link', async () => {
    openListing(api, `${SHOES}&pageNumber=1`, WITH_TREE);
    expect(await screen.findByRole('region', { name: 'Shoes' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toContainEqual({ title: 'Shoes' }));
    expect(titles).not.toContainEqual({ title: 'All Products' });
  });

  it('moves to page 2 through the URL, back again and forward again', async () => {
    const { user } = openListing(api);
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
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(await screen.findByRole('link', { name: 'Item 13' })).toBeInTheDocument();
    expect(url()).toBe('/products?pageNumber=2');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('goes to the next page with Next and has no Next on the last page', async () => {
    const { user } = openListing(api, '/products?pageNumber=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(url()).toBe('/products?pageNumber=3'));
    expect(await screen.findByText('Showing: 6')).toBeInTheDocument();
    expect(within(nav).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides the pagination when there is only one page', async () => {
    api.on({
      'GET /products': {
        body: { products: [buildProduct()], total: 1, totalPages: 1, pageSize: 12, pageNumber: 1 },
      },
    });
    renderListing();
    expect(await screen.findByText('Showing: 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the server error text, or error fetching products when the network fails', async () => {
    api.on({
      'GET /products': { status: 400, body: { error: 'Unknown filter field: colour' } },
    });
    const { unmount } = renderListing();
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Unknown filter field: colour', variant: 'error' }]),
    );
    unmount();
    api.on({ 'GET /products': networkError });
    renderListing('/products?pageNumber=2');
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error fetching products', variant: 'error' }),
    );
  });
});
