import { loadPasswordPolicy } from '../../../lib/password-policy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession, networkError, recordEvents, setupApiServer } from '@shop/testing';
import { renderAccount } from '../../../testing/render-account';
import { SignupView } from '../components/signup-view';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');

function renderSignup(route = '/signup') {
  return renderAccount(<SignupView />, { route, path: '/signup', session: null });
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Signup' });

async function fillValidForm() {
  await userEvent.type(field('Nickname'), 'newbie');
  await userEvent.type(field('Email'), 'newbie@shop.test');
  await userEvent.type(field('Invitation'), 'DEMO-INVITE-01');
  await userEvent.type(field('Password'), 'Longer#Pass1');
}

describe('signup page', () => {
  // The policy's chunk (estimator and dictionaries) is imported once for the whole file.
  beforeAll(() => loadPasswordPolicy(), 30_000);
  it('shows Invalid form data! and every field message when sent empty, and sends nothing', async () => {
    renderSignup();
    await userEvent.click(submit());
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    for (const message of [
      'Invalid nickname',
      'Invalid email',
      'Invalid invitation',
      'Invalid password',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Nickname')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(api.calls).toHaveLength(0);
  });

  it('has no native required attribute, so the browser never hides Invalid form data!', () => {
    renderSignup();
    for (const label of ['Nickname', 'Email', 'Invitation', 'Password']) {
      expect(field(label)).not.toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
  });

  it('refuses a password shorter than 8 characters', async () => {
    renderSignup();
    await fillValidForm();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'short');
    await userEvent.click(submit());
    expect(field('Password')).toHaveAccessibleDescription(
      'Password must have at least 8 characters Password strength: too short',
    );
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the strength of the password as it is typed, by the API's policy", async () => {
    renderSignup();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(field('Password'), 'abc');
    expect(screen.getByText('Password strength: too short')).toBeInTheDocument();
    await userEvent.type(field('Password'), 'defgh');
    expect(
      await screen.findByText(
        'Password strength: weak. It is too easy to guess: add more words or characters. Common sequences like "abc" are easy to guess.',
      ),
    ).toBeInTheDocument();
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Brand#New1');
    expect(screen.getByText('Password strength: good')).toBeInTheDocument();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'dragon-fruit-42');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
    expect(meter).toHaveAttribute('aria-valuenow', '4');
  });

  it.each([
    ['aaaaaaaa', 'It is too easy to guess: add more words or characters.'],
    ['Passw0rd!', 'It is too easy to guess: add more words or characters.'],
    ['correcthorsebatterystaple', "It must not be a published password: the shop's name"],
    ['Shopper#2026', "It must not be a published password: the shop's name"],
    ['Rosa.Marigold@example.com', 'It must not contain your email or nickname.'],
    ['marigoldfinch2026', 'It must not contain your email or nickname.'],
  ])('calls "%s" weak, as the API does, and refuses to send it', async (password, why) => {
    renderSignup();
    await userEvent.type(field('Nickname'), 'marigoldfinch');
    await userEvent.type(field('Email'), 'rosa.marigold@example.com');
    await userEvent.type(field('Invitation'), 'DEMO-INVITE-01');
    await userEvent.type(field('Password'), password);
    expect(await screen.findByText(/^Password strength: weak\. /)).toHaveTextContent(why);
    expect(
      Number(
        screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow'),
      ),
    ).toBeLessThan(3);
    await userEvent.click(submit());
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining(why));
    expect(api.calls).toHaveLength(0);
  });

  it('says the verdict in the visitor language', async () => {
    renderAccount(<SignupView />, {
      route: '/signup',
      path: '/signup',
      session: null,
      language: 'es',
    });
    await userEvent.type(screen.getByLabelText('Contraseña'), 'aaaaaaaa');
    expect(
      await screen.findByText(
        'Seguridad de la contraseña: débil. Es demasiado fácil de adivinar: añade más palabras o caracteres. Los caracteres repetidos como "aaa" son fáciles de adivinar.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(api.calls).toHaveLength(0);
  });

  it('fills the invitation from an invitation link', () => {
    renderSignup('/signup?invitation=DEMO-INVITE-07');
    expect(field('Invitation')).toHaveValue('DEMO-INVITE-07');
  });

  it('sends the code of the invitation link with the rest of the form', async () => {
    api.on({ 'POST /auth/signup': { body: { id: 9 } } });
    renderSignup('/signup?invitation=FRIEND%20CODE-1');
    expect(field('Invitation')).toHaveValue('FRIEND CODE-1');
    await userEvent.type(field('Nickname'), 'friend');
    await userEvent.type(field('Email'), 'friend@shop.test');
    await userEvent.type(field('Password'), 'Longer#Pass1');
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ invitationId: 'FRIEND CODE-1' });
  });

  it('sends the form with a client id, confirms by toast and goes to /login', async () => {
    api.on({
      'POST /auth/signup': { body: { id: 9, nickname: 'newbie', email: 'newbie@shop.test' } },
    });
    renderSignup();
    await fillValidForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      nickname: 'newbie',
      email: 'newbie@shop.test',
      invitationId: 'DEMO-INVITE-01',
      password: 'Longer#Pass1',
    });
    expect(toasts).toEqual([
      { message: 'signup: successful, check your email newbie@shop.test', variant: 'success' },
    ]);
  });

  it("shows the server's error text and stays on the page when the invitation is refused", async () => {
    api.on({ 'POST /auth/signup': { status: 400, body: { error: 'Invitation already used' } } });
    renderSignup();
    await fillValidForm();
    await userEvent.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Invitation already used', variant: 'error' }]),
    );
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  });

  it('shows signup: api error when the server cannot be reached', async () => {
    api.on({ 'POST /auth/signup': networkError }, { once: true });
    renderSignup();
    await fillValidForm();
    await userEvent.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'signup: api error', variant: 'error' }]),
    );
  });

  it('links home and to the login page', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('sends a signed-in visitor home', () => {
    renderAccount(<SignupView />, { route: '/signup', path: '/signup', session: buildSession() });
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
