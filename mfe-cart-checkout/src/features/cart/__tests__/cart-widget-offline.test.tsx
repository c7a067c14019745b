import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCart, recordEvents, setupApiServer } from '@shop/testing';
import { renderApp } from '../../../testing/render-cart-checkout';
import { CartWidget } from '../components/cart-widget';

// The panel's code cannot be fetched: the connection dropped after the page loaded.
jest.mock('../components/cart-panel', () => {
  throw new Error('Loading chunk cart-panel failed');
});

const api = setupApiServer();
const toasts = recordEvents('ui:toast-requested');

it('closes the button again and says so when the panel cannot be loaded', async () => {
  api.on({ 'GET /cart': { body: buildCart([{ productName: 'Red bag', quantity: 1, price: 5 }]) } });
  renderApp(<CartWidget />);
  const button = await screen.findByRole('button', { name: 'Cart, 1 item' });

  await userEvent.click(button);

  await waitFor(() =>
    expect(toasts).toContainEqual({ message: 'Your cart could not be loaded.', variant: 'error' }),
  );
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
