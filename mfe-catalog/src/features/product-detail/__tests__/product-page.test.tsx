import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  buildCart,
  buildProduct,
  networkError,
  pressWhileBusy,
  recordEvents,
  type Routes,
  setupApiServer,
} from '@shop/testing';
import { renderCatalog } from '../../../testing/render-catalog';
import { ProductTemplate } from '../components/product-template';

const api = setupApiServer();

const shirt = buildProduct({
  id: 12,
  title: 'Oxford Shirt',
  vendor: 'Tailors & Co',
  newPrice: 45,
  oldPrice: 60,
  isDiscount: true,
  stock: 4,
  categories: [{ id: 3, title: 'Shirts' }],
});
const related = [
  buildProduct({ id: 13, title: 'Polo Shirt' }),
  buildProduct({ id: 14, title: 'Flannel Shirt' }),
];

function renderProduct(id = 12) {
  return renderCatalog(<ProductTemplate />, { route: `/product/${id}`, path: '/product/:id' });
}

/** The API answers `routes`, else the shirt and no related products. */
function serveShirt(routes: Routes = {}) {
  api.on({
    'GET /product/12': { body: shirt },
    'GET /related-products': { body: { products: [] } },
    'POST /product/12/view': {},
  });
  api.on(routes);
}

describe('the product page', () => {
  const cartChanges = recordEvents('cart:changed');
  const titles = recordEvents('ui:title-resolved');
  const toasts = recordEvents('ui:toast-requested');

  it('shows a spinner until the product is loaded, then its details', async () => {
    serveShirt({ 'GET /related-products': { body: { products: related } } });
    renderProduct();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Oxford Shirt' })).toBeInTheDocument();
    expect(screen.getByText('60.00 ₿').tagName).toBe('S');
    expect(screen.getByText('45.00 ₿')).toBeInTheDocument();
    expect(screen.getByText('Tailors & Co')).toBeInTheDocument();
    expect(screen.getByText('In stock (4 items)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about this products' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('tells the shell the product title for its banner', async () => {
    serveShirt();
    renderProduct();
    await waitFor(() => expect(titles).toContainEqual({ title: 'Oxford Shirt' }));
  });

  it('disables Add to Cart when the product is out of stock', async () => {
    serveShirt({ 'GET /product/12': { body: { ...shirt, stock: 0 } } });
    renderProduct();
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('adds the chosen quantity, says Added to the cart for 5 seconds and updates the cart count', async () => {
    serveShirt({ 'POST /cart/add-product': { body: buildCart([{ productId: 12, quantity: 3 }]) } });
    const user = userEvent.setup();
    renderProduct();
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { message: 'Added to the cart', variant: 'success', autoHideMs: 5000 },
      ]),
    );
    const add = api.calls.find((c) => c.path === '/cart/add-product');
    expect(add?.body).toMatchObject({ productId: 12, quantity: 3, currencyId: 1 });
    expect(cartChanges).toEqual([{ count: 3 }]);
  });

  it('keeps the focus on Add to Cart while it adds, and adds once however often it is pressed', async () => {
    serveShirt({ 'POST /cart/add-product': { body: buildCart([{ productId: 12 }]) } });
    const user = userEvent.setup();
    renderProduct();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    const release = api.hold('POST');
    await pressWhileBusy(user, add, release);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(api.calls.filter((c) => c.path === '/cart/add-product')).toHaveLength(1);
  });

  it('shows related products of the same category, without the product itself', async () => {
    serveShirt({ 'GET /related-products': { body: { products: [shirt, ...related] } } });
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Related Products' });
    expect(await within(section).findByRole('link', { name: 'Polo Shirt' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Oxford Shirt' })).not.toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/related-products');
    expect(call?.query.get('filters[0][field]')).toBe('categories_id');
    expect(call?.query.get('filters[0][operator]')).toBe('EQUAL');
    expect(call?.query.get('filters[0][value]')).toBe('3');
  });

  it('counts one view per product opened, the related product it links to included', async () => {
    serveShirt({
      'GET /related-products': { body: { products: related } },
      'GET /product/13': { body: related[0] },
      'POST /product/13/view': {},
    });
    const user = userEvent.setup();
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Related Products' });
    await user.click(await within(section).findByRole('link', { name: 'Polo Shirt' }));
    expect(await screen.findByRole('heading', { name: 'Polo Shirt' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/product/12/view',
        '/product/13/view',
      ]),
    );
  });

  it('shows a not-found state for an unknown product', async () => {
    api.on({ 'GET /product/999': { status: 404, body: { error: 'Product not found' } } });
    renderProduct(999);
    expect(
      await screen.findByText('This product does not exist or is no longer sold.'),
    ).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('shows error fetching product and could not load when the network fails, then retries', async () => {
    api.on({ 'GET /product/12': networkError });
    renderProduct();
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error fetching product', variant: 'error' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this product.');

    serveShirt();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: shirt.title })).toBeInTheDocument();
  });

  it('uses index 0 as the main image and placeholders when images are missing', async () => {
    serveShirt({
      'GET /product/12': { body: { ...shirt, images: [], imageUrl: '', imageHoverUrl: '' } },
    });
    renderProduct();
    const main = await screen.findByRole('img', { name: 'Oxford Shirt' });
    expect(main.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(main).toHaveAttribute('fetchpriority', 'high');
  });

  it('switches tabs with the arrow keys', async () => {
    serveShirt();
    const user = userEvent.setup();
    renderProduct();
    const description = await screen.findByRole('tab', { name: 'Description' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent(shirt.description);
    description.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Additional Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('T-Shirt');
  });

  it('opens the Reviews tab from the 3 reviews link', async () => {
    serveShirt();
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: '3 reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customers rate this product');
  });

  it('lets Buy it now add the product and go to checkout once the terms are accepted', async () => {
    serveShirt({ 'POST /cart/add-product': { body: buildCart([{ productId: 12 }]) } });
    const user = userEvent.setup();
    renderCatalog(<ProductTemplate />, {
      route: '/product/12',
      path: '/product/:id',
      extraRoutes: <Route path="/checkout" element={<p>checkout page</p>} />,
    });
    const buy = await screen.findByRole('button', { name: 'Buy it now' });
    expect(buy).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree with the terms and conditions' }),
    );
    await user.click(buy);
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(true);
  });
});
