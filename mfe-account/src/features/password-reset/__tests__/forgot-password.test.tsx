import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkError, recordEvents, setupApiServer } from '@shop/testing';
import { renderAccount } from '../../../testing/render-account';
import { ForgotPasswordView } from '../components/forgot-password-view';

const api = setupApiServer();

const toasts = recordEvents('ui:toast-requested');

const CONFIRMATION =
  'If an account exists for this email, a link to reset its password is on its way. Check your inbox.';

function renderForgot() {
  return renderAccount(<ForgotPasswordView />, { route: '/forgot-password', session: null });
}

async function send(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('forgot-password page', () => {
  it('asks for the email before sending anything', async () => {
    renderForgot();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(toasts).toEqual([{ message: 'Invalid form data!', variant: 'error' }]);
    expect(api.calls).toHaveLength(0);
  });

  it('confirms neutrally once the request is accepted', async () => {
    api.on({
      'POST /auth/forgot-password': { status: 202, body: { message: 'Check your inbox' } },
    });
    renderForgot();
    await send('shopper@shop.test');
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION);
    expect(api.calls[0]?.body).toEqual({ email: 'shopper@shop.test' });
  });

  it('gives the very same confirmation when the server answers with an error', async () => {
    api.on({ 'POST /auth/forgot-password': { status: 404, body: { error: 'No such account' } } });
    renderForgot();
    await send('nobody@shop.test');
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION);
    expect(screen.queryByText('No such account')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('says so by toast when the server cannot be reached', async () => {
    api.on({ 'POST /auth/forgot-password': networkError }, { once: true });
    renderForgot();
    await send('shopper@shop.test');
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'forgot password: api error', variant: 'error' }]),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
