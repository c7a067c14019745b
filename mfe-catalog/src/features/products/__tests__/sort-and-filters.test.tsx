import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@shop/contracts/testing';
import { TREE, listing, productCalls, renderListing, url } from './listing-fixtures';

describe('the listing sort order and filters', () => {
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
});
