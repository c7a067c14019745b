import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification, Language } from '@shop/contracts';
import { setupApiServer } from '@shop/testing';
import { renderAdmin } from '../../../testing/render-admin';

const api = setupApiServer();

const order: AdminNotification = {
  id: 'order-7',
  kind: 'order',
  title: 'New order from Ada King: 1234.50 ₿',
  name: 'Ada King',
  amount: 1234.5,
  createdAt: '2026-03-01T12:00:00Z',
};
const signup: AdminNotification = {
  id: 'signup-3',
  kind: 'signup',
  title: 'grace signed up',
  name: 'grace',
  createdAt: '2026-03-02T12:00:00Z',
};

async function openMenu(items: unknown[], language: Language, bellName: string) {
  api.on({ 'GET /admin/notifications': { body: { items } } });
  renderAdmin('/admin/nowhere', { language });
  await userEvent.click(await screen.findByRole('button', { name: bellName }));
  return within(screen.getByRole('menu')).getAllByRole('menuitem');
}

describe('the notifications menu', () => {
  it('tells a Spanish admin of an order and a signup in Spanish, the amount as a Spanish price', async () => {
    const items = await openMenu([order, signup], 'es', 'Notificaciones, 2 nuevas');
    expect(items[0]).toHaveTextContent(
      'Nuevo pedidoNuevo pedido de Ada King: 1234,50 ₿01 mar 2026',
    );
    expect(items[1]).toHaveTextContent('Nuevo clientegrace se ha registrado');
    expect(screen.queryByText(/New order from|signed up/)).not.toBeInTheDocument();
  });

  it('tells a Portuguese admin in Portuguese', async () => {
    const items = await openMenu([order, signup], 'pt', 'Notificações, 2 novas');
    expect(items[0]).toHaveTextContent('Novo pedido de Ada King: 1.234,50 ₿');
    expect(items[1]).toHaveTextContent('grace se cadastrou');
  });

  it('shows the title as it came when the answer has no name to compose from', async () => {
    const older = { id: 'order-1', kind: 'order', title: 'New order from Bo: 5.00 ₿' };
    const items = await openMenu(
      [{ ...older, createdAt: '2026-03-01T12:00:00Z' }],
      'es',
      'Notificaciones, 1 nueva',
    );
    expect(items[0]).toHaveTextContent('New order from Bo: 5.00 ₿');
  });
});
