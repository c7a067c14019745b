import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@shop/contracts';
import {
  buildCart,
  holdFrames,
  networkError,
  recordEvents,
  setupApiServer,
  type Answer,
} from '@shop/testing';
import { renderApp } from '../../../testing/render-cart-checkout';
import { CartWidget } from '../components/cart-widget';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');
const cartChanges = recordEvents('cart:changed');

const twoLines = buildCart([
  { productName: 'Blue shirt', quantity: 2, price: 10 },
  { productName: 'Red bag', quantity: 1, price: 5.5 },
]);
const SERVER_ERROR = { status: 500, body: { error: 'Internal Server Error' } };

/** Renders the widget, the API answering the cart with `cart`. */
function renderWidget(cart: Answer = { body: twoLines }) {
  api.on({ 'GET /cart': cart });
  renderApp(<CartWidget />);
}

describe('CartWidget', () => {
  it('shows an empty cart to an anonymous visitor without calling the API', async () => {
    renderApp(<CartWidget />, { session: null });

    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));

    expect(within(await screen.findByRole('dialog')).getByText('Empty.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the number of items in the cart', async () => {
    renderWidget();

    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(
      screen.getByText('Cart, 3 items', { selector: '[aria-live="polite"]' }),
    ).toBeInTheDocument();
  });

  it('lists the lines and totals in a modal panel with the ways on', async () => {
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));

    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByText('Blue shirt')).toBeInTheDocument();
    expect(within(panel).getByText('2 x 10.00 ₿')).toBeInTheDocument();
    expect(within(panel).getByText('1 x 5.50 ₿')).toBeInTheDocument();
    expect(within(panel).getByText('Subtotal').nextSibling).toHaveTextContent('25.50 ₿');
    expect(within(panel).getByText('Shipping').nextSibling).toHaveTextContent('30.00 ₿');
    expect(within(panel).getByText('Total').nextSibling).toHaveTextContent('55.50 ₿');
    expect(within(panel).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(panel).getByRole('link', { name: 'View Shopping Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it("shows each line's image and the server's tax and shipping tax in the panel", async () => {
    renderWidget({
      body: {
        ...twoLines,
        totals: { subtotal: 25.5, tax: 2.55, shipping: 30, shippingTax: 3, total: 61.05 },
      },
    });
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const line = within(panel).getByText('Red bag').closest('li')!;
    expect(line.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/images/p2-0.svg');
    expect(within(panel).getByText('Tax').nextSibling).toHaveTextContent('2.55 ₿');
    expect(within(panel).getByText('Shipping tax').nextSibling).toHaveTextContent('3.00 ₿');
    expect(within(panel).getByText('Total').nextSibling).toHaveTextContent('61.05 ₿');
  });

  describe('with the frames painted when the test says', () => {
    let frames: ReturnType<typeof holdFrames>;
    beforeEach(() => (frames = holdFrames()));
    afterEach(() => frames.restore());
    const paint = () => frames.paint();

    it("paints the tap's open button in a frame of its own, and the panel in the next", async () => {
      renderWidget();
      const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
      await userEvent.click(button);

      expect(button).toHaveAttribute('aria-expanded', 'true');
      // Its code is here (the pointer came by), yet it waits for the frame to paint.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      paint();
      expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    });

    it('shows no panel when a second tap takes the first back before the panel came', async () => {
      renderWidget();
      const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
      await userEvent.click(button);
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      paint();
      await act(() => new Promise((resolve) => setTimeout(resolve, 150)));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('moves focus into the panel, closes on Escape and gives focus back', async () => {
    renderWidget();
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    await userEvent.click(button);

    expect(await screen.findByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('treats "Cart not found" as an empty cart, silently', async () => {
    renderWidget({ status: 404, body: { error: 'Cart not found' } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));

    expect(within(await screen.findByRole('dialog')).getByText('Empty.')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('empties a cart that the server no longer knows ("Cart not found"), silently', async () => {
    renderWidget();
    await screen.findByRole('button', { name: 'Cart, 3 items' });

    api.on({ 'GET /cart': { status: 404, body: { error: 'Cart not found' } } });
    act(() => emit('cart:changed', {}));

    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(within(await screen.findByRole('dialog')).getByText('Empty.')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it.each([
    [
      'says "error fetching cart" when the API cannot be reached',
      networkError,
      'error fetching cart',
    ],
    ["shows the server's own error text", SERVER_ERROR, 'Internal Server Error'],
  ])('%s', async (_title, cart: Answer, message) => {
    renderWidget(cart);

    await waitFor(() => expect(toasts).toContainEqual({ message, variant: 'error' }));
  });

  it('never claims 0 items when the cart could not be loaded; the panel says so and retries', async () => {
    renderWidget(SERVER_ERROR);

    const button = await screen.findByRole('button', { name: 'Cart, could not be loaded' });
    expect(button).toHaveTextContent('!');
    expect(screen.queryByRole('button', { name: 'Cart, 0 items' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    expect(within(panel).queryByText('Empty.')).not.toBeInTheDocument();

    api.on({ 'GET /cart': { body: twoLines } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await within(panel).findByText('Blue shirt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('refreshes when another app announces a cart change', async () => {
    renderWidget({ body: buildCart([]) });
    await screen.findByRole('button', { name: 'Cart, 0 items' });

    api.on({ 'GET /cart': { body: twoLines } });
    act(() => emit('cart:changed', { count: 3 }));

    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows the count another app announces at once, before its own refresh answers', async () => {
    renderWidget({ body: buildCart([]) });
    await screen.findByRole('button', { name: 'Cart, 0 items' });

    // The refresh behind the announcement fails: the announced count is what shows.
    api.on({ 'GET /cart': SERVER_ERROR });
    act(() => emit('cart:changed', { count: 3 }));

    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/cart')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('removes a line from the panel and says so', async () => {
    api.on({ 'DELETE /cart/items/line-2': { body: buildCart([twoLines.products[0]!]) } });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Red bag from the cart' }),
    );

    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Removed from cart', variant: 'success' }),
    );
    expect(screen.queryByText('Red bag')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/cart/items/line-2')).toBe(
      true,
    );
    expect(cartChanges).toContainEqual({ count: 2 });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
