import { screen, waitFor, within } from '@testing-library/react';
import { setupApiServer, type Routes } from '@shop/testing';
import {
  SHOES,
  WITH_TREE,
  openListing,
  productCalls,
  url,
} from '../../../testing/listing-fixtures';

const api = setupApiServer();

/** Opens the listing at `route` and waits for its first 12 products. */
async function showListing(route?: string, routes?: Routes) {
  const { user } = openListing(api, route, routes);
  await screen.findByText('Showing: 12');
  return user;
}

describe('the listing sort order and filters', () => {
  it('sorts through the query string and asks the API for that order', async () => {
    const user = await showListing('/products?pageNumber=2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    await waitFor(() => expect(url()).toBe('/products?pageNumber=1&sort=price_desc'));
    await waitFor(() => expect(productCalls(api).at(-1)?.query.get('sort')).toBe('price_desc'));
  });

  it('offers newest, price both ways and title', async () => {
    await showListing();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default sorting',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Title: A to Z',
    ]);
  });

  it('reads the sort order from a shared link', async () => {
    await showListing('/products?sort=title');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  });

  it('filters by price range and on sale, keeping the category filter', async () => {
    const user = await showListing(`${SHOES}&pageNumber=2`, WITH_TREE);
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '80');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await waitFor(() =>
      expect(url()).toBe(
        SHOES +
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
    await showListing(
      '/products?filters[0][field]=newProduct&filters[0][operator]=EQUAL&filters[0][value]=true',
    );
    expect(screen.getByRole('checkbox', { name: 'New' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
  });

  it('shows only new products with New, and clears the sidebar filters but not the category', async () => {
    const user = await showListing(`${SHOES}&pageNumber=1`, WITH_TREE);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await waitFor(() =>
      expect(url()).toBe(
        SHOES +
          '&filters[1][field]=newProduct&filters[1][operator]=EQUAL&filters[1][value]=true&pageNumber=1',
      ),
    );
    await waitFor(() =>
      expect(productCalls(api).at(-1)?.query.get('filters[1][field]')).toBe('newProduct'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(url()).toBe(`${SHOES}&pageNumber=1`));
    expect(screen.getByRole('checkbox', { name: 'New' })).not.toBeChecked();
  });

  it('goes back to the previous filters with the browser back button', async () => {
    const user = await showListing('/products?sort=title');
    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await waitFor(() => expect(url()).toContain('onSale'));
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(url()).toBe('/products?sort=title'));
    expect(screen.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  });
});
