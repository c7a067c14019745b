import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@shop/contracts';
import { networkError, pressWhileBusy, recordEvents, setupApiServer } from '@shop/testing';
import { renderAccount } from '../../../testing/render-account';
import { InvitationsView } from '../components/invitations-view';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');

function invitation(code: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    code,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    revoked: false,
    usedAt: null,
    usedBy: null,
    issuer: { nickname: 'shopper', email: 'shopper@shop.test' },
    ...overrides,
  };
}

/** A server that keeps its invitations between calls, as the real one does. */
function invitationsServer(remaining: number, invitations: Invitation[]) {
  const state = { remaining, invitations: [...invitations] };
  return api.on({
    'GET /invitations': () => ({ body: state }),
    'POST /invitations': () => {
      if (state.remaining === 0) return { status: 409, body: { error: 'No invitations left' } };
      const created = invitation(`NEW-${state.invitations.length + 1}`);
      state.remaining -= 1;
      state.invitations = [created, ...state.invitations];
      return { status: 201, body: created };
    },
  });
}

const renderInvitations = () => renderAccount(<InvitationsView />, { route: '/invitations' });
const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });

describe('invitations page', () => {
  it('shows how many more invitations may be sent and what became of each', async () => {
    invitationsServer(2, [
      invitation('FREE-1'),
      invitation('USED-1', {
        usedAt: '2026-03-05T12:00:00.000Z',
        usedBy: { nickname: 'friend', email: 'friend@shop.test' },
      }),
      invitation('OLD-1', { expiresAt: '2020-01-01T00:00:00.000Z' }),
      invitation('GONE-1', { revoked: true }),
    ]);
    renderInvitations();
    expect(await screen.findByText('You can send 2 more invitations')).toBeInTheDocument();
    expect(within(row('FREE-1')).getByText('Available')).toBeInTheDocument();
    expect(
      within(row('USED-1')).getByText('Used by friend (friend@shop.test) on Mar 5, 2026'),
    ).toBeInTheDocument();
    expect(within(row('OLD-1')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('GONE-1')).getByText('Revoked')).toBeInTheDocument();
  });

  it('shows the invitation link of a code that can still be used', async () => {
    invitationsServer(1, [invitation('FREE-1'), invitation('GONE-1', { revoked: true })]);
    renderInvitations();
    await screen.findByText('You can send 1 more invitation');
    expect(
      within(row('FREE-1')).getByText('http://localhost/signup?invitation=FREE-1'),
    ).toBeInTheDocument();
    expect(within(row('GONE-1')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    invitationsServer(1, [invitation('FREE-1')]);
    renderInvitations();
    await user.click(await screen.findByRole('button', { name: 'Copy link of FREE-1' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/signup?invitation=FREE-1');
    expect(toasts).toEqual([{ message: 'Link copied', variant: 'success' }]);
  });

  it('creates an invitation: the count drops and the new code joins the list', async () => {
    const api = invitationsServer(2, []);
    renderInvitations();
    expect(await screen.findByText('You have not created any invitation yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('You can send 1 more invitation')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /NEW-1/ })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(toasts).toEqual([{ message: 'Invitation created', variant: 'success' }]);
  });

  it('lowers the count at once while the server creates the invitation', async () => {
    const api = invitationsServer(3, []);
    renderInvitations();
    await screen.findByText('You can send 3 more invitations');
    // Hold the POST until the test lets the fake server answer it.
    const release = api.hold('POST');
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(screen.getByText('You can send 2 more invitations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invitation' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => release());
    expect(await screen.findByRole('row', { name: /NEW-1/ })).toBeInTheDocument();
    expect(screen.getByText('You can send 2 more invitations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invitation' })).toBeEnabled();
  });

  it('creates one invitation for a press repeated while the first is made, keeping the focus', async () => {
    const user = userEvent.setup();
    const api = invitationsServer(3, []);
    renderInvitations();
    await screen.findByText('You can send 3 more invitations');
    const release = api.hold('POST');
    const create = screen.getByRole('button', { name: 'Create invitation' });
    await pressWhileBusy(user, create, release);
    expect(await screen.findByRole('row', { name: /NEW-1/ })).toBeInTheDocument();
    expect(screen.getByText('You can send 2 more invitations')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(create).not.toHaveAttribute('aria-disabled');
  });

  it('disables Create invitation when none remain', async () => {
    invitationsServer(0, [invitation('FREE-1')]);
    renderInvitations();
    expect(await screen.findByText('You can send 0 more invitations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invitation' })).toBeDisabled();
  });

  it("gives the count back and shows the server's text when the creation is refused", async () => {
    const api = invitationsServer(1, []);
    api.on({ 'POST /invitations': { status: 409, body: { error: 'No invitations left' } } });
    renderInvitations();
    await screen.findByText('You can send 1 more invitation');
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'No invitations left', variant: 'error' }]),
    );
    expect(await screen.findByText('You can send 1 more invitation')).toBeInTheDocument();
  });

  it('says the invitations could not be loaded and offers Retry when the API is down', async () => {
    const api = invitationsServer(3, []);
    api.on({ 'GET /invitations': networkError }, { once: true });
    renderInvitations();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your invitations.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You can send 3 more invitations')).toBeInTheDocument();
  });

  it('says the same when the server fails with a 5xx, not that there are none', async () => {
    const api = invitationsServer(3, []);
    api.on({ 'GET /invitations': { status: 500, body: { error: 'Internal server error' } } });
    renderInvitations();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your invitations.');
    expect(screen.queryByText('You have not created any invitation yet.')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', () => {
    renderAccount(<InvitationsView />, { route: '/invitations', session: null });
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
