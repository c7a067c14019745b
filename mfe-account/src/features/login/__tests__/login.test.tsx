import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildSession,
  networkError,
  recordEvents,
  setupApiServer,
  type RenderOptions,
  type SentRequest,
} from '@shop/testing';
import { renderAccount } from '../../../testing/render-account';
import { LoginView } from '../components/login-view';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');
const logins = recordEvents('session:logged-in');

function renderLogin(options: Partial<RenderOptions> = {}) {
  return renderAccount(<LoginView />, {
    route: '/login',
    path: '/login',
    session: null,
    ...options,
  });
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Login' });

describe('login page', () => {
  it('has an email-type email input and no native required attribute', () => {
    renderLogin();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).not.toBeRequired();
    expect(password()).not.toBeRequired();
  });

  it('shows Invalid form data! and both messages when sent empty, and sends nothing', async () => {
    renderLogin();
    await userEvent.click(submit());
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Invalid email');
    expect(email()).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows only Invalid password when the email is filled and the password is not', async () => {
    renderLogin();
    await userEvent.type(email(), 'shopper@shop.test');
    await userEvent.click(submit());
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('announces field messages through live regions that were on the page before them', async () => {
    renderLogin();
    const regions = [email(), password()].map((input) =>
      document.getElementById(`${input.id}-error`),
    );
    for (const region of regions) {
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();
    }
    await userEvent.click(submit());
    expect(regions[0]).toHaveTextContent('Invalid email');
    expect(regions[1]).toHaveTextContent('Invalid password');
  });

  it('leaves the checks to spec section 5, not the browser: any filled-in email is sent', async () => {
    api.on({
      'POST /auth/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    renderLogin();
    await userEvent.type(email(), 'shopper');
    await userEvent.type(password(), 'x');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Invalid email or password', variant: 'error' }]),
    );
    expect(api.calls).toHaveLength(1);
  });

  it('speaks the visitor language: labels, messages and the toast in Portuguese', async () => {
    renderLogin({ language: 'pt' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(toasts).toEqual([{ message: 'Dados do formulário inválidos!', variant: 'error' }]);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha inválida');
    expect(api.calls).toHaveLength(0);
  });

  it('shows a field message once the field is left empty', async () => {
    renderLogin();
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await userEvent.click(email());
    await userEvent.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('shows the button busy with a spinner while the request runs, then hands the token to the shell', async () => {
    api.on({ 'POST /auth/login': { body: buildSession({ token: 'fresh-token' }) } });
    const release = api.hold('POST');
    renderLogin();
    await userEvent.type(email(), ' shopper@shop.test ');
    await userEvent.type(password(), 'Shopper#2026');
    await userEvent.click(submit());
    // Busy, not disabled (which would take the keyboard's focus away); a second press sends nothing.
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveFocus();
    await userEvent.click(submit());
    expect(submit().querySelector('.account-spinner')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(logins).toEqual([{ token: 'fresh-token' }]);
    expect(api.calls).toHaveLength(1);
    const [{ url, method, body }] = api.calls as [SentRequest];
    expect(url).toBe('http://api.test/api/auth/login');
    expect(method).toBe('POST');
    expect(body).toEqual({
      email: 'shopper@shop.test',
      password: 'Shopper#2026',
    });
    expect(toasts).toEqual([]);
  });

  it("shows the server's error text as a toast when the login is refused", async () => {
    api.on({ 'POST /auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    renderLogin();
    await userEvent.type(email(), 'shopper@shop.test');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Invalid email or password', variant: 'error' }]),
    );
    expect(logins).toEqual([]);
    expect(submit()).toBeEnabled();
  });

  it('shows login: api error when the server cannot be reached', async () => {
    api.on({ 'POST /auth/login': networkError }, { once: true });
    renderLogin();
    await userEvent.type(email(), 'shopper@shop.test');
    await userEvent.type(password(), 'Shopper#2026');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'login: api error', variant: 'error' }]),
    );
  });

  it('links to the forgot-password and signup pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'No account yet? Signup' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('sends a signed-in visitor home', () => {
    renderLogin({ session: buildSession() });
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
