import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@shop/contracts';
import { buildCart, networkError, recordEvents, setupApiServer, type Routes } from '@shop/testing';
import { renderApp } from '../../../testing/render-cart-checkout';
import { CartTemplate } from '../components/cart-template';
import { CartWidget } from '../components/cart-widget';

const api = setupApiServer();

/**
 * The cart API with its state, like the real one: GET answers the current cart, PATCH and
 * DELETE change it and answer the new cart. Answers the current cart.
 */
function serveCart(start: Array<Partial<CartLine>>) {
  let cart = buildCart(start);
  const lineOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');
  api.on({
    'GET /cart': () => ({ body: cart }),
    'PATCH /cart/items/:id': ({ path, body }) => {
      const { quantity } = body as { quantity: number };
      cart = buildCart(
        cart.products.map(({ linePrice, ...l }) =>
          l.id === lineOf(path) ? { ...l, quantity } : { ...l, linePrice },
        ),
      );
      return { body: cart };
    },
    'DELETE /cart/items/:id': ({ path }) => {
      cart = buildCart(cart.products.filter((l) => l.id !== lineOf(path)));
      return { body: cart };
    },
  });
  return () => cart;
}

const toasts = recordEvents('ui:toast-requested');
const cartChanges = recordEvents('cart:changed');

const LONG_NAME = 'Organic cotton shirt with a very long descriptive name';

function lines() {
  return [
    { productName: LONG_NAME, quantity: 2, price: 12.5 },
    { productName: 'Red bag', quantity: 1, price: 5.25 },
  ];
}

/** Renders the cart page over the served cart; `routes` answer before the cart API. */
function renderCart(start: Array<Partial<CartLine>> = lines(), routes: Routes = {}) {
  const cart = serveCart(start);
  api.on(routes);
  renderApp(<CartTemplate />);
  return cart;
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('the cart page', () => {
  it('shows each line with its image, cut name, unit price, quantity and line total', async () => {
    renderCart();

    const row = await rowOf('Organic cotton shirt with a very…');
    expect(within(row).getByText('12.50 ₿')).toBeInTheDocument();
    expect(within(row).getByText('25.00 ₿')).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: `Quantity of ${LONG_NAME}` })).toHaveTextContent(
      '2',
    );
    const image = row.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://api.test/api/images/p1-0.svg');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
  });

  it('cuts a name only when it is longer than 32 characters', async () => {
    const name32 = 'Wool scarf in deep forest greens';
    const name33 = `${name32}!`;
    expect(name32).toHaveLength(32);
    renderCart([{ productName: name32 }, { productName: name33 }]);

    expect(await rowOf(name32)).toBeInTheDocument();
    const cut = await rowOf(`${name32}…`);
    expect(within(cut).getByTitle(name33)).toBeInTheDocument();
  });

  it("shows the server's totals and the ways on", async () => {
    renderCart();

    expect((await screen.findByText('Subtotal')).nextSibling).toHaveTextContent('30.25 ₿');
    expect(screen.getByText('Tax').nextSibling).toHaveTextContent('0.00 ₿');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('30.00 ₿');
    expect(screen.getByText('Shipping tax').nextSibling).toHaveTextContent('0.00 ₿');
    expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('60.25 ₿');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('shows Empty. when the cart has no items', async () => {
    api.on({ 'GET /cart': { body: buildCart([]) } });
    renderApp(<CartTemplate />);

    expect(await screen.findByText('Empty.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded, not that it is empty, and loads it again on Try again', async () => {
    api.on({ 'GET /cart': networkError });
    renderApp(<CartTemplate />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    expect(screen.queryByText('Empty.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error fetching cart', variant: 'error' }),
    );

    serveCart(lines());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Red bag')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a quantity at once and keeps what the server answers', async () => {
    renderCart();
    const row = await rowOf('Red bag');
    const release = api.hold('PATCH');

    await userEvent.click(
      within(row).getByRole('button', { name: 'Increase the quantity of Red bag' }),
    );

    expect(within(row).getByRole('group')).toHaveTextContent('2');
    expect(within(row).getByText('10.50 ₿')).toBeInTheDocument();
    release();
    await waitFor(() => expect(cartChanges).toContainEqual({ count: 4 }));
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/cart/items/line-2',
      body: { quantity: 2 },
    });
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('35.50 ₿');
  });

  it('keeps the quantity within 1 to 10', async () => {
    renderCart([
      { productName: 'One', quantity: 1 },
      { productName: 'Ten', quantity: 10 },
    ]);

    const one = await rowOf('One');
    const ten = await rowOf('Ten');
    const ends = [
      [one, /Decrease/, 'true'],
      [one, /Increase/, 'false'],
      [ten, /Increase/, 'true'],
      [ten, /Decrease/, 'false'],
    ] as const;
    for (const [row, name, disabled] of ends) {
      expect(within(row).getByRole('button', { name })).toHaveAttribute('aria-disabled', disabled);
    }

    await userEvent.click(within(one).getByRole('button', { name: /Decrease/ }));
    await userEvent.click(within(ten).getByRole('button', { name: /Increase/ }));

    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(within(one).getByRole('group')).toHaveTextContent('1');
    expect(within(ten).getByRole('group')).toHaveTextContent('10');
  });

  it("puts the quantity back and shows the server's reason when it refuses", async () => {
    renderCart(lines(), {
      'PATCH /cart/items/line-1': { status: 409, body: { error: 'Only 2 left in stock' } },
    });
    const row = await rowOf('Organic cotton shirt with a very…');

    await userEvent.click(within(row).getByRole('button', { name: /Increase/ }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Only 2 left in stock', variant: 'error' }),
    );
    expect(within(row).getByRole('group')).toHaveTextContent('2');
    expect(within(row).getByText('25.00 ₿')).toBeInTheDocument();
  });

  it('removes a line at once and confirms it', async () => {
    const cart = renderCart();
    await rowOf('Red bag');
    const release = api.hold('DELETE');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Red bag from the cart' }));

    expect(screen.queryByRole('rowheader', { name: 'Red bag' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toHaveFocus();
    release();
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Removed from cart', variant: 'success' }),
    );
    expect(cart().products).toHaveLength(1);
    expect(cartChanges).toContainEqual({ count: 2 });
  });

  it('brings a line back when the removal fails', async () => {
    renderCart();
    await rowOf('Red bag');
    api.on({ 'DELETE /cart/items/:id': networkError });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Red bag from the cart' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error removing from cart', variant: 'error' }),
    );
    expect(await rowOf('Red bag')).toBeInTheDocument();
    expect(toasts).not.toContainEqual(expect.objectContaining({ message: 'Removed from cart' }));
  });

  it("brings a line back with the server's reason when it refuses the removal", async () => {
    renderCart(lines(), {
      'DELETE /cart/items/line-2': { status: 404, body: { error: 'Cart item not found' } },
    });
    await rowOf('Red bag');
    const release = api.hold('DELETE');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Red bag from the cart' }));

    expect(screen.queryByRole('rowheader', { name: 'Red bag' })).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Cart item not found', variant: 'error' }),
    );
    expect(await rowOf('Red bag')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('30.25 ₿');
    expect(toasts).not.toContainEqual(expect.objectContaining({ message: 'Removed from cart' }));
    expect(cartChanges).toEqual([]);
  });

  it("keeps the header's count in step with changes made on the page", async () => {
    serveCart(lines());
    renderApp(
      <>
        <CartWidget />
        <CartTemplate />
      </>,
    );
    const row = await rowOf('Red bag');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Increase/ }));

    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
