import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildOrder, networkError, setupApiServer, type Answer } from '@shop/testing';
import { renderApp } from '../../../testing/render-cart-checkout';
import { TrackOrderTemplate } from '../components/track-order-template';

const api = setupApiServer();

const user = userEvent.setup({ delay: null });

function setup(answer: Answer, route = '/track-order') {
  api.on({ 'GET /track-order': answer });
  renderApp(<TrackOrderTemplate />, { route, session: null });
  return api;
}

async function track(orderId: string, email: string) {
  const id = screen.getByRole('textbox', { name: 'Order ID' });
  await user.clear(id);
  await user.type(id, orderId);
  await user.type(screen.getByRole('textbox', { name: 'Billing E-mail' }), email);
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
}

/** The form in any language: its two boxes, then its one button. */
async function trackIn(orderId: string) {
  const [id, email] = await screen.findAllByRole('textbox');
  await user.type(id!, orderId);
  await user.type(email!, 'ada@example.com');
  await user.click(screen.getByRole('button'));
}

describe('order tracking', () => {
  it("shows the order's status, date, lines and totals", async () => {
    const api = setup(() => ({
      body: buildOrder({ id: 'ord-7', status: 'pending', createdAt: '2026-03-01T10:00:00.000Z' }),
    }));

    await track('ord-7', 'ada@example.com');

    const order = await screen.findByRole('region', { name: 'Order ord-7' });
    expect(within(order).getByText('Pending')).toBeInTheDocument();
    expect(within(order).getByText('March 1, 2026')).toBeInTheDocument();
    expect(within(order).getByText('Product 1')).toBeInTheDocument();
    expect(within(order).getByText('2 x 10.00 ₿')).toBeInTheDocument();
    expect(within(order).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '50.00 ₿',
    );
    expect(api.calls[0]?.query.get('orderId')).toBe('ord-7');
    expect(api.calls[0]?.query.get('email')).toBe('ada@example.com');
  });

  it.each([
    ['delivered', 'Delivered'],
    ['cancel', 'Cancel'],
    ['', 'Delivered'],
  ])('labels the status "%s" as %s', async (status, label) => {
    setup(() => ({ body: { ...buildOrder({ id: 'ord-8' }), status } }));

    await track('ord-8', 'ada@example.com');

    const order = await screen.findByRole('region', { name: 'Order ord-8' });
    expect(within(order).getByText(label)).toBeInTheDocument();
  });

  it('says clearly when no order matches', async () => {
    setup(() => ({ status: 404, body: { error: 'Order not found' } }));

    await track('ord-9', 'nobody@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this Order ID and e-mail address.',
    );
  });

  it('says the same for an order id that cannot exist, not the technical reason', async () => {
    setup(() => ({ status: 400, body: { error: 'querystring/orderId must match format "uuid"' } }));

    await track('nope', 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not find an order/);
  });

  it('says the order could not be loaded when the server cannot be reached, and retries', async () => {
    const api = setup(() => ({ body: buildOrder({ id: 'ord-10' }) }));
    api.on({ 'GET /track-order': networkError }, { once: true });

    await track('ord-10', 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the order.');
    expect(screen.queryByText(/could not find an order/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order ord-10' })).toBeInTheDocument();
  });

  it('says the order could not be loaded when the server fails with a 5xx', async () => {
    setup(() => ({ status: 503, body: { error: 'Service Unavailable' } }));

    await track('ord-11', 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the order.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's own reason for any other refusal", async () => {
    setup(() => ({ status: 429, body: { error: 'Too many requests, retry in 1 minute' } }));

    await track('ord-11', 'ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, retry in 1 minute',
    );
  });

  it('says so in Spanish too', async () => {
    api.on({ 'GET /track-order': { status: 404, body: { error: 'Order not found' } } });
    renderApp(<TrackOrderTemplate />, { session: null, language: 'es' });

    await user.type(screen.getByRole('textbox', { name: 'Número de pedido' }), 'x');
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico de facturación' }),
      'a@b.co',
    );
    await user.click(screen.getByRole('button', { name: 'Seguir pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ningún pedido');
  });

  it.each([
    ['en', 'Ships to', 'London, United Kingdom'],
    ['es', 'Envío a', 'London, Reino Unido'],
    ['pt', 'Envio para', 'London, Reino Unido'],
  ] as const)('names the country the order ships to in %s', async (language, term, place) => {
    api.on({ 'GET /track-order': { body: buildOrder({ id: 'ord-11' }) } });
    renderApp(<TrackOrderTemplate />, { session: null, language });
    await trackIn('ord-11');

    const shipsTo = await screen.findByText(term, { selector: 'dt' });
    expect(shipsTo.nextSibling).toHaveTextContent(place);
  });

  it('names a German order in Portuguese', async () => {
    const order = buildOrder({ id: 'ord-12' });
    api.on({
      'GET /track-order': {
        body: {
          ...order,
          customerDetails: { ...order.customerDetails, country: 'DE', city: 'Berlin' },
        },
      },
    });
    renderApp(<TrackOrderTemplate />, { session: null, language: 'pt' });
    await trackIn('ord-12');

    expect(
      (await screen.findByText('Envio para', { selector: 'dt' })).nextSibling,
    ).toHaveTextContent('Berlin, Alemanha');
    expect(screen.queryByText(/Germany/)).not.toBeInTheDocument();
  });

  it('sends nothing until both fields are filled in', async () => {
    const api = setup(() => ({ body: buildOrder() }));

    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    expect(api.calls).toHaveLength(0);
  });

  it('starts from the order id in the address', () => {
    setup(() => ({ body: buildOrder() }), '/track-order?orderId=ord-42');

    expect(screen.getByRole('textbox', { name: 'Order ID' })).toHaveValue('ord-42');
  });

  it('asks the server again when the same order is tracked twice', async () => {
    let found = false;
    setup(() =>
      found
        ? { body: buildOrder({ id: 'ord-5' }) }
        : { status: 404, body: { error: 'Order not found' } },
    );
    await track('ord-5', 'ada@example.com');
    await screen.findByRole('alert');

    found = true;
    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    expect(await screen.findByRole('region', { name: 'Order ord-5' })).toBeInTheDocument();
  });
});
