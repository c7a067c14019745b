import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ShellProps } from '@shop/contracts';
import { TEST_API_URL, buildSession, setupApiServer } from '@shop/testing';
import LoginPage from '../login-page';
import SignupPage from '../signup-page';
import ForgotPasswordPage from '../forgot-password-page';
import ResetPasswordPage from '../reset-password-page';
import InvitationsPage from '../invitations-page';

const api = setupApiServer();

function mount(Page: ComponentType<ShellProps>, route: string, signedIn = false) {
  const props: ShellProps = {
    session: signedIn ? buildSession() : null,
    theme: 'light',
    apiUrl: TEST_API_URL,
  };
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={<Page {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('exposed pages, as the shell mounts them with its props', () => {
  it.each([
    ['LoginPage', LoginPage, '/login', 'Login'],
    ['SignupPage', SignupPage, '/signup', 'Signup'],
    ['ForgotPasswordPage', ForgotPasswordPage, '/forgot-password', 'Forgot password'],
    ['ResetPasswordPage', ResetPasswordPage, '/reset-password?token=t', 'Reset password'],
  ])('%s renders its page in English for an anonymous visitor', (_name, Page, route, heading) => {
    mount(Page, route);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('InvitationsPage loads the invitations of the signed-in shopper', async () => {
    api.on({ 'GET /invitations': { body: { remaining: 4, invitations: [] } } });
    mount(InvitationsPage, '/invitations', true);
    expect(await screen.findByText('You can send 4 more invitations')).toBeInTheDocument();
    expect(api.calls[0]?.headers.authorization).toBe('Bearer test-token');
  });
});
