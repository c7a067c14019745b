import { screen, waitFor } from '@testing-library/react';
import { ContactPage } from '../components/contact-page';
import { networkError, pressWhileBusy, recordEvents } from '@shop/testing';
import { API_URL, api, renderContent } from '../../../testing/render-content';

describe('ContactPage', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('shows the opening hours and marks every form field as required', () => {
    renderContent(<ContactPage />);
    expect(screen.getByText('Mon-Fri 8AM-6AM')).toBeInTheDocument();
    expect(screen.getByText('Sunday closed')).toBeInTheDocument();
    for (const label of ['Your Name', 'Your E-mail', 'Phone Number', 'Your Message']) {
      expect(screen.getByLabelText(new RegExp(label))).toBeRequired();
    }
  });

  it('posts the four fields to the contact endpoint and confirms with a toast', async () => {
    api.on({
      'POST /contact': { status: 201, body: { message: 'Message received' } },
    });
    const { user } = renderContent(<ContactPage />);

    await user.type(screen.getByLabelText(/Your Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Your E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '+4420794601');
    await user.type(screen.getByLabelText(/Your Message/), 'Do you ship to London?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Thank you, your message has been sent.',
        variant: 'success',
      }),
    );
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url).toBe(`${API_URL}/contact`);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/contact',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone_number: '+4420794601',
        message: 'Do you ship to London?',
      },
    });
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('');
  });

  it('sends one message for a press repeated while it is sent, keeping the focus', async () => {
    const server = api.on({
      'POST /contact': { status: 201, body: { message: 'Message received' } },
    });
    const release = server.hold('POST');
    const { user } = renderContent(<ContactPage />);

    await user.type(screen.getByLabelText(/Your Name/), 'Ada');
    await user.type(screen.getByLabelText(/Your E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '123');
    await user.type(screen.getByLabelText(/Your Message/), 'Hello');
    const send = screen.getByRole('button', { name: 'Send Message' });
    await pressWhileBusy(user, send, release);
    await waitFor(() => expect(screen.getByLabelText(/Your Name/)).toHaveValue(''));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(send).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the message and shows the server error when sending fails', async () => {
    api.on({ 'POST /contact': { status: 503, body: { error: 'Mail is down' } } });
    const { user } = renderContent(<ContactPage />);

    await user.type(screen.getByLabelText(/Your Name/), 'Ada');
    await user.type(screen.getByLabelText(/Your E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '123');
    await user.type(screen.getByLabelText(/Your Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Could not send: Mail is down',
        variant: 'error',
      }),
    );
    expect(screen.getByLabelText(/Your Message/)).toHaveValue('Hello');
  });

  it("says in the page language that the shop did not answer, not the client's English", async () => {
    api.on({ 'POST /contact': networkError });
    const { user } = renderContent(<ContactPage />, { language: 'es' });

    await user.type(screen.getByLabelText(/Tu nombre/), 'Ada');
    await user.type(screen.getByLabelText(/Tu correo electrónico/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Número de teléfono/), '123');
    await user.type(screen.getByLabelText(/Tu mensaje/), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'No se pudo enviar: la tienda no respondió',
        variant: 'error',
      }),
    );
    expect(screen.getByLabelText(/Tu mensaje/)).toHaveValue('Hola');
  });

  it('blocks an incomplete form with translated messages and sends nothing', async () => {
    const { user } = renderContent(<ContactPage />, { language: 'es' });

    await user.type(screen.getByLabelText(/Tu correo electrónico/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(screen.getByText('Formato de correo electrónico no válido.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
