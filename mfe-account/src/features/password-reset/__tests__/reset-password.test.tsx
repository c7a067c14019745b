import { loadPasswordPolicy } from '../../../lib/password-policy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkError, recordEvents, setupApiServer } from '@shop/testing';
import type { Language } from '@shop/contracts';
import { renderAccount } from '../../../testing/render-account';
import { ResetPasswordView } from '../components/reset-password-view';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');

function renderReset(route = '/reset-password?token=tok-123', language: Language = 'en') {
  return renderAccount(<ResetPasswordView />, {
    route,
    path: '/reset-password',
    session: null,
    language,
  });
}

async function choose(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset-password page', () => {
  // The policy's chunk (estimator and dictionaries) is imported once for the whole file.
  beforeAll(() => loadPasswordPolicy(), 30_000);
  it('says the link is not valid, with a way to ask for a new one, when it has no token', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is not valid.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('refuses a short password and a confirmation that differs, sending nothing', async () => {
    renderReset();
    await choose('short', 'other');
    expect(screen.getByText('Password must have at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the strength of the new password as it is typed', async () => {
    renderReset();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password strength: too short',
    );
    await userEvent.type(screen.getByLabelText('New password'), 'defgh');
    expect(await screen.findByText(/^Password strength: weak/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '-dragon-fruit-42');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
    expect(meter).toHaveAttribute('aria-valuenow', '4');
  });

  it.each(['Admin#2026', 'abcdefgh', 'Passw0rd!'])(
    'refuses "%s", which the API refuses, and sends nothing',
    async (password) => {
      renderReset();
      await choose(password);
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringMatching(/^It must not be a published password|^It is too easy to guess/),
      );
      expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
        'aria-valuetext',
        'weak',
      );
      expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
      expect(api.calls).toHaveLength(0);
    },
  );

  it("translates the server's refusal of a password that holds the account's own words", async () => {
    api.on({
      'POST /auth/reset-password': {
        status: 400,
        body: { error: 'password: must not contain your email or nickname' },
      },
    });
    renderReset('/reset-password?token=tok-123', 'pt');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'lena@shop.test!7Qz');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'lena@shop.test!7Qz');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { message: 'Não pode conter seu e-mail nem seu apelido.', variant: 'error' },
      ]),
    );
  });

  it('sets the new password with the token, confirms and goes to /login', async () => {
    api.on({ 'POST /auth/reset-password': { body: { message: 'Password changed' } } });
    renderReset();
    await choose('Brand#New2026');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: 'tok-123', password: 'Brand#New2026' });
    expect(toasts).toEqual([
      { message: 'Your password was changed. Login with your new password.', variant: 'success' },
    ]);
  });

  it.each([
    ['Reset link expired', 'This reset link has expired.'],
    ['Reset link already used', 'This reset link has already been used.'],
    ['Invalid reset link', 'This reset link is not valid.'],
  ])('says so clearly when the server answers %s', async (error, shown) => {
    api.on({ 'POST /auth/reset-password': { status: 400, body: { error } } });
    renderReset();
    await choose('Brand#New2026');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(shown);
    expect(notice).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('translates a known link error in the visitor language', async () => {
    api.on({
      'POST /auth/reset-password': { status: 400, body: { error: 'Reset link expired' } },
    });
    renderReset('/reset-password?token=tok-123', 'es');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Brand#New2026');
    await userEvent.type(screen.getByLabelText('Confirma la nueva contraseña'), 'Brand#New2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para restablecer la contraseña ha caducado.',
    );
  });

  it('says any other server text as it is, by toast, and keeps the form', async () => {
    api.on({ 'POST /auth/reset-password': { status: 429, body: { error: 'Too many requests' } } });
    renderReset();
    await choose('Brand#New2026');
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Too many requests', variant: 'error' }]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('says so by toast when the server cannot be reached', async () => {
    api.on({ 'POST /auth/reset-password': networkError }, { once: true });
    renderReset();
    await choose('Brand#New2026');
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'reset password: api error', variant: 'error' }]),
    );
  });
});
