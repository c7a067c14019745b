import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCart, buildProduct, networkError, recordEvents, setupApiServer } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { ProductGrid } from '../product-grid';

const api = setupApiServer();

const product = buildProduct({ id: 41, title: 'Linen Shirt', newPrice: 12, stock: 3 });

describe('a product card', () => {
  const toasts = recordEvents('ui:toast-requested');
  const cartChanges = recordEvents('cart:changed');

  it('adds one item with new unique ids and the session currency, then says Added to cart', async () => {
    api.on({
      'POST /cart/add-product': { body: buildCart([{ productId: 41, quantity: 1 }]) },
    });
    const user = userEvent.setup();
    renderCatalog(<ProductGrid products={[product]} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Added to cart', variant: 'success' }]));
    const body = api.calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ productId: 41, quantity: 1, currencyId: 1 });
    expect(body.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cartItemId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cartId).not.toBe(body.cartItemId);
    expect(cartChanges).toEqual([{ count: 1 }]);
  });

  it("shows the server's error text when adding fails", async () => {
    api.on({ 'POST /cart/add-product': { status: 409, body: { error: 'Not enough stock' } } });
    const user = userEvent.setup();
    renderCatalog(<ProductGrid products={[product]} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Not enough stock', variant: 'error' }]),
    );
    expect(cartChanges).toEqual([]);
  });

  it('shows error adding to cart when the network fails', async () => {
    api.on({ 'POST /cart/add-product': networkError }, { once: true });
    const user = userEvent.setup();
    renderCatalog(<ProductGrid products={[product]} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'error adding to cart', variant: 'error' }]),
    );
  });

  it('cannot add a product that is out of stock', () => {
    renderCatalog(<ProductGrid products={[buildProduct({ title: 'Gone', stock: 0 })]} />);
    expect(screen.getByRole('button', { name: 'Out of stock: Gone' })).toBeDisabled();
  });

  it('shows Sale! and New! tags from the product flags', () => {
    renderCatalog(
      <ProductGrid
        products={[buildProduct({ title: 'Tagged', onSale: true, newProduct: true })]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Tagged' });
    expect(within(card).getByText('Sale!')).toBeInTheDocument();
    expect(within(card).getByText('New!')).toBeInTheDocument();
  });

  it('gives every image its size and a placeholder when the product has none', () => {
    const { container } = renderCatalog(
      <ProductGrid products={[buildProduct({ images: [], imageUrl: '', imageHoverUrl: '' })]} />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('width', '400');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it.each(['es', 'pt'] as const)(
    'describes its picture by the name the API gave, in %s, and marks the hover copy decorative',
    (language) => {
      const title = language === 'es' ? 'Camisa de lino' : 'Camisa de linho';
      const { container } = renderCatalog(<ProductGrid products={[{ ...product, title }]} />, {
        language,
      });
      const [main, hover] = container.querySelectorAll('img');
      expect(main).toHaveAttribute('alt', title);
      expect(hover).toHaveAttribute('alt', '');
    },
  );
});
