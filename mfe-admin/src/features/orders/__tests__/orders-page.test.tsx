import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@shop/contracts';
import { buildOrder, setupApiServer, type SentRequest } from '@shop/testing';
import { collectToasts, paged, renderAdmin } from '../../../testing/render-admin';

const api = setupApiServer();

/**
 * Opens an orders page over these orders; the fake API keeps a status change between calls, as
 * the real one does.
 */
function openOrders(
  orders: Order[],
  { totalPages = 1, route = '/admin/sales-orders', language = 'en' as 'en' | 'es' | 'pt' } = {},
) {
  let current = orders;
  api.on({
    'GET /admin/notifications': { body: { items: [] } },
    'GET /admin/orders': (req) => ({
      body: paged('orders', current, Number(req.query.get('pageNumber')), totalPages),
    }),
    'PATCH /admin/orders/:id': (req: SentRequest) => {
      const id = req.path.split('/').at(-1);
      const status = (req.body as { status: Order['status'] }).status;
      current = current.map((o) => (o.id === id ? { ...o, status } : o));
      return { body: current.find((o) => o.id === id) };
    },
  });
  renderAdmin(route, { language });
}

const pending = buildOrder({
  id: 'ord-7',
  userId: 12,
  status: 'pending',
  amount: 50,
  paymentMethod: 'Direct Order',
});
const odd = buildOrder({
  id: 'ord-8',
  userId: 13,
  status: 'shipped' as Order['status'],
  createdAt: '2026-04-02T12:00:00.000Z',
});
const cancelled = buildOrder({ id: 'ord-9', userId: null, status: 'cancel' });

describe('Orders', () => {
  it('says Loading... then lists the spec columns from the API', async () => {
    openOrders([pending]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Customer ID',
      'Date',
      'Delivery Address',
      'Amount',
      'Payment Method',
      'Contact',
      'Status',
    ]);
    const row = within(table).getByRole('row', { name: /Update order ord-7/ });
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('01 Mar 2026');
    expect(row).toHaveTextContent('1 Analytical St, London, United Kingdom');
    expect(row).toHaveTextContent('50.00 ₿');
    expect(row).toHaveTextContent('Direct Order');
    expect(row).toHaveTextContent('+2923432432432');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Alemania', 'Pedido directo'],
    ['pt', 'Alemanha', 'Pedido direto'],
  ] as const)(
    "names the order's country and payment in the staff's language (%s)",
    async (language, name, payment) => {
      const order = buildOrder({ id: 'ord-10' });
      openOrders([{ ...order, customerDetails: { ...order.customerDetails, country: 'DE' } }], {
        language,
      });
      const table = await screen.findByRole('table');
      expect(table).toHaveTextContent(`1 Analytical St, London, ${name}`);
      expect(table).not.toHaveTextContent(/Germany|\bDE\b/);
      expect(table).toHaveTextContent(payment);
      expect(table).not.toHaveTextContent('Direct Order');
    },
  );

  it('shows Delivered for an unknown status and Cancel for cancel', async () => {
    openOrders([odd, cancelled], { route: '/admin/purchase-orders' });
    expect(await screen.findByRole('heading', { name: 'Purchase orders' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('row', { name: /ord-8/ })).getByText('Delivered'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /ord-9/ })).getByText('Cancel'),
    ).toBeInTheDocument();
  });

  it('filters by status and dates, and pages', async () => {
    openOrders([pending], { totalPages: 3 });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      const query = api.calls.at(-1)?.query;
      expect(query?.get('status')).toBe('delivered');
      expect(query?.get('from')).toBe('2026-03-01');
      expect(query?.get('to')).toBe('2026-03-31');
      expect(query?.get('pageNumber')).toBe('2');
    });
  });

  it('does nothing on Update without a choice', async () => {
    openOrders([pending]);
    await userEvent.click(await screen.findByRole('row', { name: /ord-7/ }));
    const dialog = screen.getByRole('dialog', { name: 'Order Update' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog', { name: 'Order Update' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('changes the status from the keyboard, says so and refreshes the list', async () => {
    const toasts = collectToasts();
    openOrders([pending]);
    const row = await screen.findByRole('row', { name: /ord-7/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Order Update' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Delivered', 'Pending', 'Declined']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Declined' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'cancel' });
    expect(toasts).toContainEqual({ message: 'Status changed to cancel', variant: 'success' });
    expect(
      within(screen.getByRole('row', { name: /ord-7/ })).getByText('Cancel'),
    ).toBeInTheDocument();
    expect(
      api.calls.filter((c) => c.method === 'GET' && c.path === '/admin/orders').length,
    ).toBeGreaterThan(1);
  });

  it('keeps the old status when the API refuses', async () => {
    const toasts = collectToasts();
    openOrders([pending]);
    api.on({ 'PATCH /admin/orders/ord-7': { status: 403, body: { error: 'Forbidden' } } });
    await userEvent.click(await screen.findByRole('row', { name: /ord-7/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Delivered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Forbidden', variant: 'error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      within(screen.getByRole('row', { name: /ord-7/ })).getByText('Pending'),
    ).toBeInTheDocument();
  });
});
