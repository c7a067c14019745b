import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  buildCart,
  buildOrder,
  buildSession,
  networkError,
  recordEvents,
  setupApiServer,
  type Answer,
  type ApiServer,
} from '@shop/testing';
import { CartWidget } from '../../features/cart/components/cart-widget';
import { renderApp } from '../../testing/render-cart-checkout';
import { CheckoutScreen } from '../checkout-page';

const api = setupApiServer();

// Typing the nine billing fields key by key takes seconds on a busy machine.
jest.setTimeout(20_000);

const toasts = recordEvents('ui:toast-requested');
const cartChanges = recordEvents('cart:changed');

const DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+2923432432432',
  address: '1 Analytical Street',
  city: 'London',
  state: 'Greater London',
  zip: '12345',
  country: 'GB',
};

/** An account with no name or e-mail yet and no order before: the form starts empty. */
const NEW_ACCOUNT = buildSession({
  email: '',
  profile: { firstName: '', lastName: '', avatarUrl: '' },
});

function setup(
  cart = buildCart([{ productName: 'Blue shirt', quantity: 2, price: 10.05 }]),
  session: ReturnType<typeof buildSession> | null = NEW_ACCOUNT,
  lastBilling: object | null = null,
) {
  const user = userEvent.setup({ delay: null });
  api.on({
    'GET /cart': { body: cart },
    'GET /orders/last-billing': { body: { billing: lastBilling } },
    'POST /checkout': { status: 201, body: buildOrder({ id: 'ord-42' }) },
  });
  renderApp(<CheckoutScreen />, {
    session,
    route: '/checkout',
    extraRoutes: <Route path="/" element={<p>Home page</p>} />,
  });
  return { user, api };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    state: 'State',
    zip: 'Zip code',
  };
  for (const [key, label] of Object.entries(labels)) {
    const box = screen.getByRole('textbox', { name: label });
    // The form starts pre-filled from the account.
    await user.clear(box);
    await user.type(box, DETAILS[key as keyof typeof DETAILS]);
  }
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), DETAILS.country);
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const posts = (api: ApiServer) => api.calls.filter((c) => c.method === 'POST');
const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

/** Fills in the form and places the order, the API answering it with `answer`. */
async function placeOrderAnswered(answer: Answer, options?: { once?: boolean }) {
  const { user } = setup();
  api.on({ 'POST /checkout': answer }, options);
  await fillIn(user);
  await user.click(placeOrder());
  return user;
}

describe('the checkout', () => {
  it('does not ask a signed-in shopper to log in', async () => {
    setup();
    await screen.findByText('Blue shirt × 2');
    expect(screen.queryByText(/Returning customer\?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Click here to login!' })).not.toBeInTheDocument();
  });

  it('links a returning customer without a session to the login page', async () => {
    setup(undefined, null);

    expect(await screen.findByRole('link', { name: 'Click here to login!' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByText(/Returning customer\?/)).toHaveTextContent(
      'Returning customer? Click here to login!',
    );
  });

  it('sums the subtotal and the fixed shipping of 30 to 2 decimals', async () => {
    setup();

    expect(await screen.findByText('Blue shirt × 2')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('20.10 ₿');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('30.00 ₿');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('50.10 ₿');
    expect(screen.getByRole('heading', { name: 'Direct Order' })).toBeInTheDocument();
  });

  it('with nothing in the cart, charges no shipping, offers no Place Order and leads back to the products', async () => {
    setup(buildCart([]));

    expect(await screen.findByText('Empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Direct Order' })).not.toBeInTheDocument();
  });

  it('says the summary could not be loaded, not that the cart is empty, and retries', async () => {
    const user = userEvent.setup({ delay: null });
    api.on({
      'GET /cart': { status: 502, body: { error: 'Bad gateway' } },
      'GET /orders/last-billing': { body: { billing: null } },
    });
    renderApp(<CheckoutScreen />, { route: '/checkout' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    expect(screen.queryByText('Empty.')).not.toBeInTheDocument();

    api.on({ 'GET /cart': { body: buildCart([{ productName: 'Blue shirt', quantity: 2 }]) } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Blue shirt × 2')).toBeInTheDocument();
  });

  it('keeps Place Order disabled, yet clickable, until the form is valid', async () => {
    const { user, api } = setup();
    await screen.findByText('Blue shirt × 2');

    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    expect(placeOrder()).not.toBeDisabled();
    await user.click(placeOrder());

    expect(toasts).toEqual([{ message: 'Please fillup the form carefully', variant: 'error' }]);
    expect(posts(api)).toHaveLength(0);
    expect(screen.getAllByText('This is required field.')).toHaveLength(9);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('keeps Place Order disabled while one field is still wrong, and points to it', async () => {
    const { user, api } = setup();
    await fillIn(user);
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.clear(zip);
    await user.type(zip, '1234');

    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await user.click(placeOrder());

    expect(toasts).toEqual([{ message: 'Please fillup the form carefully', variant: 'error' }]);
    expect(posts(api)).toHaveLength(0);
    expect(zip).toHaveFocus();
    expect(zip).toHaveAccessibleDescription('Invalid zip format, use like 12345.');
  });

  it('places the order, empties the cart, shows its number and goes home after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, api } = setup();
      await fillIn(user);
      expect(placeOrder()).toHaveAttribute('aria-disabled', 'false');

      await user.click(placeOrder());

      expect(await screen.findByText('Your order number is ord-42.')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Submitted the order, we will contact you soon.' }),
      ).toHaveFocus();
      expect(posts(api)).toEqual([
        expect.objectContaining({
          path: '/checkout',
          body: { customerDetails: DETAILS, paymentMethod: 'Direct Order' },
        }),
      ]);
      expect(toasts).toContainEqual({
        message: 'Submitted the order, we will contact you soon.',
        variant: 'success',
      });
      expect(cartChanges).toEqual([{ count: 0 }]);
      expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
        'href',
        '/track-order?orderId=ord-42',
      );
      expect(screen.queryByText('Home page')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByText('Home page')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("empties the header's cart once the order is placed", async () => {
    const user = userEvent.setup({ delay: null });
    api.on({
      'GET /cart': { body: buildCart([{ productName: 'Blue shirt', quantity: 2 }]) },
      'GET /orders/last-billing': { body: { billing: null } },
      'POST /checkout': () => {
        api.on({ 'GET /cart': { body: buildCart([]) } });
        return { status: 201, body: buildOrder({ id: 'ord-43' }) };
      },
    });
    renderApp(
      <>
        <CartWidget />
        <CheckoutScreen />
      </>,
      { route: '/checkout' },
    );
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await fillIn(user);

    await user.click(placeOrder());

    expect(await screen.findByText('Your order number is ord-43.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('places one order however often Place Order is clicked, and keeps the focus on it', async () => {
    const { user, api } = setup();
    await fillIn(user);
    const release = api.hold('POST');

    await user.dblClick(placeOrder());
    await user.click(screen.getByRole('button', { name: 'Placing the order…' }));

    const placing = screen.getByRole('button', { name: 'Placing the order…' });
    // Busy, not disabled: a disabled button would lose the keyboard's focus.
    expect(placing).toHaveAttribute('aria-disabled', 'true');
    expect(placing).not.toBeDisabled();
    expect(placing).toHaveFocus();
    release();
    expect(await screen.findByText('Your order number is ord-42.')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the order, and lets the shopper retry", async () => {
    await placeOrderAnswered({ status: 409, body: { error: 'Blue shirt is out of stock' } });

    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Blue shirt is out of stock', variant: 'error' }),
    );
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(cartChanges).toEqual([]);
  });

  it('sends one Idempotency-Key per checkout attempt, the same again on a retry', async () => {
    // The first order reaches the server but its answer is lost on the way back.
    const user = await placeOrderAnswered(networkError, { once: true });
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error placing the order', variant: 'error' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Your order number is ord-42.')).toBeInTheDocument();
    const keys = posts(api).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
  });

  it('tells the shopper their cart is empty when the order finds nothing to place', async () => {
    await placeOrderAnswered({ status: 400, body: { error: 'Cart is empty' } });

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Your cart is empty: there is nothing to order.',
        variant: 'error',
      }),
    );
    expect(cartChanges).toEqual([{}]);
  });

  it('says so when the order cannot reach the server', async () => {
    await placeOrderAnswered(networkError);

    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'error placing the order', variant: 'error' }),
    );
  });

  it("starts from the account's name and e-mail and the last order's address", async () => {
    const { api } = setup(undefined, buildSession(), {
      ...DETAILS,
      firstName: 'Old',
      email: 'old@example.com',
    });
    await waitFor(() => expect(value('Address')).toBe(DETAILS.address));
    expect(value('First name')).toBe('Sam');
    expect(value('Last name')).toBe('Shopper');
    expect(value('E-mail address')).toBe('shopper@shop.test');
    expect(value('Phone')).toBe(DETAILS.phone);
    expect(value('City')).toBe(DETAILS.city);
    expect(value('Zip code')).toBe(DETAILS.zip);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue(DETAILS.country);
    const call = api.calls.find((c) => c.path === '/orders/last-billing');
    expect(call?.headers.authorization).toBe('Bearer test-token');
  });

  it('fills in nothing while the shell does not know whose session it is', async () => {
    const { api } = setup(undefined, buildSession({ status: 'loading' }), DETAILS);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/orders/last-billing')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('fills only the account fields when the shopper has not ordered before', async () => {
    setup(undefined, buildSession());
    await waitFor(() => expect(value('First name')).toBe('Sam'));
    expect(value('E-mail address')).toBe('shopper@shop.test');
    expect(value('Address')).toBe('');
  });
});
