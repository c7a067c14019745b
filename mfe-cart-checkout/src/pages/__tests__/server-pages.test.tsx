import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { unstable_serialize, type Cache } from 'swr';
import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { buildCart, buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import { cartKey } from '../../features/cart/api/cart';
import { CartTemplate } from '../../features/cart/components/cart-template';
import { NAMESPACE } from '../../lib/i18n';
import { allTexts } from '../../testing/texts';
import { load as loadCart } from '../cart-page';
import { CheckoutScreen, load as loadCheckout } from '../checkout-page';
import { registry } from '../../../pages.mjs';

/**
 * The cart and the checkout rendered by the shell's server, which holds no token: their frame
 * without the shopper's lines. In the browser the app may already hold the cart (the header's
 * widget fetched it) when React hydrates that markup: the first render must still be what the
 * server sent, or React throws the markup away and renders the page again.
 */
const api = setupApiServer();
const session = buildSession();
const cart = buildCart([{ productName: 'Red bag', quantity: 2, price: 5.25 }]);
const shellProps: ShellProps = { session, theme: 'light', apiUrl: TEST_API_URL };

function page(ui: ReactElement, cache: Cache) {
  return (
    <MemoryRouter>
      <RemoteRoot
        shellProps={shellProps}
        namespace={NAMESPACE}
        resources={allTexts}
        cache={cache}
        store={createStore()}
      >
        {ui}
      </RemoteRoot>
    </MemoryRouter>
  );
}

let cleanup = () => {};
afterEach(() => cleanup());

/** Server markup from an empty cache, hydrated over a cache that already holds the cart. */
async function hydrateWithCartHeld(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ui, new Map() as unknown as Cache));
  document.body.appendChild(container);
  const served = container.innerHTML;
  const held = new Map() as unknown as Cache;
  held.set(unstable_serialize(cartKey(session.token, 'en')), { data: cart });
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page(ui, held), { onRecoverableError: (error) => errors.push(error) }),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { served, errors };
}

describe('the pages the shell’s server renders', () => {
  beforeEach(() =>
    api.on({
      'GET /cart': () => ({ body: cart }),
      'GET /orders/last-billing': () => ({ body: { billing: null } }),
    }),
  );

  it('lists the cart and the checkout, each with a loader that asks the API nothing', async () => {
    const server = registry.pages.filter((page) => 'server' in page && page.server);
    expect(server.map((page) => page.expose).sort()).toEqual(['CartPage', 'CheckoutPage']);
    for (const load of [loadCart, loadCheckout])
      await expect(
        load({ apiUrl: TEST_API_URL, url: '/', language: 'en', signedIn: true }),
      ).resolves.toEqual({});
    expect(api.calls).toEqual([]);
  });

  it('the cart: its frame loading on the server, hydrated without a mismatch, then the lines', async () => {
    const { served, errors } = await hydrateWithCartHeld(<CartTemplate />);
    expect(served).toContain('Loading…');
    expect(served).toContain('Continue Shopping');
    expect(errors).toEqual([]);
    const row = (await screen.findByRole('rowheader', { name: 'Red bag' })).closest('tr')!;
    expect(within(row).getByText('10.50 ₿')).toBeInTheDocument();
  });

  it('the checkout: its empty form on the server, hydrated without a mismatch, then the summary', async () => {
    const { served, errors } = await hydrateWithCartHeld(<CheckoutScreen />);
    expect(served).toContain('Billing Details');
    expect(served).toContain('Loading…');
    expect(errors).toEqual([]);
    expect(
      await within(screen.getByRole('region', { name: 'Your Order' })).findByText(/Red bag/),
    ).toBeInTheDocument();
  });
});
