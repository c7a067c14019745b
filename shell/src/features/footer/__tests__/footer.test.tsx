import { screen, waitFor, within } from '@testing-library/react';
import { pressWhileBusy, recordEvents } from '@shop/testing';
import { Footer } from '../components/footer';
import { api, renderContent } from '../../../testing/render-shell';

describe('newsletter subscription', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('stores the footer subscription through the newsletter endpoint', async () => {
    api.on({ 'POST /newsletter': { status: 201, body: { message: 'Subscribed' } } });
    const { user } = renderContent(<Footer />);
    const form = screen.getByRole('form', { name: 'Newsletter' });

    await user.type(within(form).getByLabelText(/E-mail address/), 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Thank you for subscribing!',
        variant: 'success',
      }),
    );
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/newsletter',
        body: { email: 'reader@example.com' },
      }),
    ]);
    expect(within(form).getByLabelText(/E-mail address/)).toHaveValue('');
  });

  it('subscribes once for a press repeated while it is sent, keeping the focus', async () => {
    const release = api
      .on({ 'POST /newsletter': { status: 201, body: { message: 'Subscribed' } } })
      .hold('POST');
    const { user } = renderContent(<Footer />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const email = within(form).getByLabelText(/E-mail address/);

    await user.type(email, 'reader@example.com');
    const subscribe = within(form).getByRole('button', { name: 'Subscribe' });
    await pressWhileBusy(user, subscribe, release);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(subscribe).not.toHaveAttribute('aria-disabled');
  });
});

describe('Footer', () => {
  it('links to the content pages and shows the signed-in pages only to signed-in visitors', () => {
    const { unmount } = renderContent(<Footer />);
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(within(info).getByRole('link', { name: 'Customer Service' })).toHaveAttribute(
      'href',
      '/customer-service',
    );
    expect(within(info).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.queryByRole('link', { name: 'Sizing Guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    unmount();
    renderContent(<Footer signedIn />);
    expect(screen.getByRole('link', { name: 'Sizing Guide' })).toHaveAttribute(
      'href',
      '/sizing-guide',
    );
  });
});
