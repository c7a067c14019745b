import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type Invitation } from '@shop/contracts';
import { pressWhileBusy, setupApiServer } from '@shop/testing';
import { adminSession, collectToasts, renderAdmin } from '../../../testing/render-admin';

const invitation = (code: string, overrides: Partial<Invitation> = {}): Invitation => ({
  code,
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: null,
  revoked: false,
  usedAt: null,
  usedBy: null,
  issuer: null,
  ...overrides,
});

const api = setupApiServer({
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/settings': { body: { invitationsPerUser: 3, taxRate: 5, shipping: 30 } },
  'PUT /admin/settings': (req) => ({ body: req.body }),
  'GET /admin/invitations': {
    body: {
      invitations: [
        invitation('USED-1', {
          usedAt: '2026-03-05T12:00:00.000Z',
          usedBy: { nickname: 'grace', email: 'grace@example.com' },
        }),
        invitation('OPEN-1'),
      ],
    },
  },
  'PUT /user/profile': (req) => ({ body: { ...adminSession(), ...(req.body as object) } }),
  'PUT /user/settings': (req) => ({ body: req.body }),
  'POST /admin/uploads': { status: 201, body: { url: '/api/images/me.png' } },
});

const form = (name: string) => screen.getByRole('form', { name });

describe('Settings', () => {
  it('saves the profile: user name and an uploaded avatar', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/settings');
    const profile = form('Profile settings');
    const name = within(profile).getByRole('textbox', { name: 'User name' });
    expect(name).toHaveValue('boss');
    expect(name).toBeRequired();
    await userEvent.clear(name);
    await userEvent.type(name, 'chief');
    await userEvent.upload(
      within(profile).getByLabelText('Avatar'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    expect(await within(profile).findByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      '/api/images/me.png',
    );
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Settings saved', variant: 'success' }),
    );
    expect(api.calls.find((c) => c.path === '/user/profile')?.body).toEqual({
      nickname: 'chief',
      avatarUrl: '/api/images/me.png',
    });
  });

  it('keeps the focus on the avatar while it uploads, and opens no second upload meanwhile', async () => {
    renderAdmin('/admin/settings');
    const avatar = within(form('Profile settings')).getByLabelText('Avatar');
    const release = api.hold('POST');
    await userEvent.upload(avatar, new File(['x'], 'me.png', { type: 'image/png' }));
    // Busy, not disabled: a disabled input would lose the keyboard's focus.
    await waitFor(() => expect(avatar).toHaveAttribute('aria-disabled', 'true'));
    expect(avatar).not.toBeDisabled();
    expect(avatar).toHaveFocus();
    await userEvent.upload(avatar, new File(['y'], 'other.png', { type: 'image/png' }));
    release();
    await waitFor(() => expect(avatar).not.toHaveAttribute('aria-disabled'));
    expect(api.calls.filter((c) => c.path === '/admin/uploads')).toHaveLength(1);
  });

  it('refuses a user name of only spaces and saves nothing', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/settings');
    const profile = form('Profile settings');
    const name = within(profile).getByRole('textbox', { name: 'User name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(toasts).toContainEqual({ message: 'Please enter a user name.', variant: 'error' });
    expect(api.calls.some((c) => c.path === '/user/profile')).toBe(false);
  });

  it('saves account settings and asks the shell to apply language and theme', async () => {
    const changed = jest.fn();
    const off = on('settings:changed', changed);
    renderAdmin('/admin/settings');
    const account = form('Account settings');
    await userEvent.selectOptions(
      within(account).getByRole('combobox', { name: 'Language' }),
      'pt',
    );
    await userEvent.click(
      within(account).getByRole('checkbox', { name: 'Allow email notifications' }),
    );
    await userEvent.click(within(account).getByRole('checkbox', { name: 'Dark theme' }));
    await userEvent.click(within(account).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ language: 'pt', theme: 'dark' }));
    expect(api.calls.find((c) => c.path === '/user/settings')?.body).toEqual({
      language: 'pt',
      darkMode: true,
      emailNotifications: false,
    });
    off();
  });

  it('loads and saves the shop settings', async () => {
    renderAdmin('/admin/settings');
    const perUser = await screen.findByRole('spinbutton', { name: 'Invitations per user' });
    expect(perUser).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Tax rate (%)' })).toHaveValue(5);
    expect(perUser).toBeRequired();
    await userEvent.clear(perUser);
    await userEvent.type(perUser, '10');
    const shop = screen.getByRole('region', { name: 'Shop settings' });
    await userEvent.click(within(shop).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'PUT' && c.path === '/admin/settings')?.body,
      ).toEqual({
        invitationsPerUser: 10,
        taxRate: 5,
        shipping: 30,
      }),
    );
  });

  it('keeps the focus on Save while it saves, and saves once however often it is pressed', async () => {
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('spinbutton', { name: 'Tax rate (%)' })).toHaveValue(5);
    const shop = screen.getByRole('region', { name: 'Shop settings' });
    const save = within(shop).getByRole('button', { name: 'Save' });
    const release = api.hold('PUT');
    await pressWhileBusy(userEvent, save, release);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    expect(
      api.calls.filter((c) => c.method === 'PUT' && c.path === '/admin/settings'),
    ).toHaveLength(1);
  });

  it('lists invitations with who used them and when', async () => {
    renderAdmin('/admin/settings');
    const used = await screen.findByRole('row', { name: /USED-1/ });
    expect(used).toHaveTextContent('grace (grace@example.com)');
    expect(used).toHaveTextContent('05 Mar 2026');
    expect(within(used).getByText('Used')).toBeInTheDocument();
    expect(within(used).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /OPEN-1/ })).getByText('Available'),
    ).toBeInTheDocument();
  });

  it('creates several invitations at once', async () => {
    const toasts = collectToasts();
    api.on({
      'POST /admin/invitations': (req) => {
        const count = (req.body as { count: number }).count;
        const invitations = Array.from({ length: count }, (_, i) => invitation(`NEW-${i}`));
        api.on({
          'GET /admin/invitations': {
            body: { invitations: [...invitations, invitation('OPEN-1')] },
          },
        });
        return { status: 201, body: { invitations } };
      },
    });
    renderAdmin('/admin/settings');
    await screen.findByRole('row', { name: /OPEN-1/ });
    const count = screen.getByRole('spinbutton', { name: 'How many' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create invitations' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: '2 invitations created', variant: 'success' }),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ count: 2 });
    expect(await screen.findByRole('row', { name: /NEW-1/ })).toBeInTheDocument();
  });

  it('revokes an unused invitation', async () => {
    api.on({
      'DELETE /admin/invitations/OPEN-1': { body: invitation('OPEN-1', { revoked: true }) },
    });
    renderAdmin('/admin/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke OPEN-1' }));
    expect(
      await within(screen.getByRole('row', { name: /OPEN-1/ })).findByText('Revoked'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
