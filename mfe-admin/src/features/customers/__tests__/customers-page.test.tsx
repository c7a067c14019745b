import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@shop/contracts';
import { setupApiServer } from '@shop/testing';
import { renderAdmin } from '../../../testing/render-admin';

const customer = (overrides: Partial<Customer>): Customer => ({
  id: 1,
  nickname: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatarUrl: '',
  totalOrders: 3,
  totalItems: 9,
  totalAmount: 120.5,
  createdAt: '2026-02-14T12:00:00.000Z',
  ...overrides,
});

setupApiServer({
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/customers': (req) => {
    const page = Number(req.query.get('pageNumber'));
    const customers =
      page === 1
        ? [
            customer({}),
            customer({
              id: 2,
              firstName: 'Grace',
              lastName: 'Hopper',
              email: 'grace@example.com',
              avatarUrl: '/api/images/grace.png',
            }),
          ]
        : [
            customer({
              id: 3,
              firstName: '',
              lastName: '',
              nickname: 'linus',
              email: 'linus@example.com',
            }),
          ];
    return { body: { customers, total: 3, totalPages: 2, pageSize: 2, pageNumber: page } };
  },
});

describe('Customers', () => {
  it('lists customers with row number, avatar, contact, orders, amount and joining date', async () => {
    renderAdmin('/admin/customers');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Customers', 'Contact', 'Total Order', 'Total Amount', 'Joining Date']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '1',
      'ALAda Lovelace',
      'ada@example.com',
      '3',
      '120.50 ₿',
      '14 Feb 2026',
    ]);
    const grace = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(grace.querySelector('img')).toHaveAttribute('src', '/api/images/grace.png');
  });

  it('numbers rows across pages', async () => {
    renderAdmin('/admin/customers');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /linus/ })).toBeInTheDocument());
    expect(
      within(screen.getByRole('row', { name: /linus/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('3');
  });
});
