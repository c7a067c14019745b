import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@shop/contracts';
import { buildSession, setupApiServer } from '@shop/testing';
import { collectToasts, renderAdmin, settle } from '../../testing/render-admin';

const api = setupApiServer({
  'GET /admin/vitals': { body: { days: 7, pages: [] } },
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/dashboard': { status: 500, body: { error: 'down' } },
});

describe('admin access', () => {
  it('sends a visitor without a session home', () => {
    renderAdmin('/admin/products', { session: null });
    expect(screen.getByRole('heading', { name: 'Shop home' })).toBeInTheDocument();
  });

  it('tells a customer they are not authorised and shows no admin screen', () => {
    renderAdmin('/admin/dashboard', { session: buildSession({ role: 'customer' }) });
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('waits, judging nobody, while the shell does not know whose session it is', () => {
    renderAdmin('/admin/dashboard', { session: buildSession({ status: 'loading' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Not authorised' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the dashboard at /admin', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('shows its not-found screen for any other admin path', async () => {
    renderAdmin('/admin/nowhere');
    await settle();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['addresses', 'Addresses'],
    ['stores', 'Stores'],
    ['shipments', 'Shipments'],
  ])('keeps /admin/%s a placeholder heading and line', async (path, title) => {
    renderAdmin(`/admin/${path}`);
    await settle();
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`Users must manage their ${path} here.`)).toBeInTheDocument();
  });
});

describe('admin layout', () => {
  it('links every screen from the sidebar, Coming Soon only on the placeholders', async () => {
    renderAdmin('/admin/nowhere');
    await settle();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sales orders' })).toHaveAttribute(
      'href',
      '/admin/sales-orders',
    );
    const screens = [
      ['Products', '/admin/products', false],
      ['Sales orders', '/admin/sales-orders', false],
      ['Purchase orders', '/admin/purchase-orders', false],
      ['Customers', '/admin/customers', false],
      ['Addresses', '/admin/addresses', true],
      ['Settings', '/admin/settings', false],
      ['Stores', '/admin/stores', true],
      ['Shipments', '/admin/shipments', true],
    ] as const;
    for (const [name, href, placeholder] of screens) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      if (placeholder) expect(link).toHaveAccessibleDescription('Coming Soon');
      else expect(link).not.toHaveAccessibleDescription();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAccessibleDescription();
    expect(within(nav).getAllByRole('link')).toHaveLength(screens.length + 1);
  });

  it('toggles the sidebar active and inactive', async () => {
    renderAdmin('/admin/nowhere');
    await settle();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Its icon is drawn, not a symbol character a phone's fonts may lack.
    expect(toggle).toHaveTextContent(/^$/);
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
  });

  it('starts with the sidebar folded on a phone-sized screen', async () => {
    const phone = (query: string) => ({ matches: true, media: query }) as MediaQueryList;
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(phone);
    try {
      renderAdmin('/admin/nowhere');
      await settle();
      const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 760px)');
      await userEvent.click(toggle);
      expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('lists the latest orders and sign-ups in the notifications menu', async () => {
    api.on({
      'GET /admin/notifications': {
        body: {
          items: [
            {
              id: 'o1',
              kind: 'order',
              title: 'New order from Ada King: 1234.50 ₿',
              name: 'Ada King',
              amount: 1234.5,
              createdAt: '2026-03-01T12:00:00Z',
            },
            {
              id: 's1',
              kind: 'signup',
              title: 'grace signed up',
              name: 'grace',
              createdAt: '2026-03-02T12:00:00Z',
            },
          ],
        },
      },
    });
    renderAdmin('/admin/nowhere');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    await userEvent.click(bell);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('New orderNew order from Ada King: 1,234.50 ₿01 Mar 2026');
    expect(items[0]).toHaveFocus();
    expect(items[1]).toHaveTextContent('New customergrace signed up');
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('signs out through the shell and says so', async () => {
    const toasts = collectToasts();
    const loggedOut = jest.fn();
    const off = on('session:logged-out', loggedOut);
    renderAdmin('/admin/nowhere');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu of boss' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(loggedOut).toHaveBeenCalledWith({});
    expect(toasts).toContainEqual({
      message: 'You are signed out successfully!',
      variant: 'success',
    });
    off();
  });

  it('opens Settings from the profile menu', async () => {
    api.on({
      'GET /admin/settings': { body: { invitationsPerUser: 3, taxRate: 0, shipping: 30 } },
      'GET /admin/invitations': { body: { invitations: [] } },
    });
    renderAdmin('/admin/nowhere');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu of boss' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await settle();
  });

  it('shows the go-top button past 170 px and climbs 100 px at a time', async () => {
    const scrollTo = jest.fn((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderAdmin('/admin/nowhere');
    await settle();
    jest.useFakeTimers();
    const scrollAt = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollAt(170);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
    scrollAt(250);
    fireEvent.click(screen.getByRole('button', { name: 'Go to top' }));
    act(() => jest.advanceTimersByTime(11));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 150);
    act(() => jest.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });
});
