import { act, screen, waitFor, within } from '@testing-library/react';
import { ComingSoonPage, LAUNCH_DATE } from '../components/coming-soon-page';
import { api, renderContent } from '../../../testing/render-content';
import { recordEvents, textsByRole } from '@shop/testing';

const NOW = new Date('2030-01-01T00:00:00Z');
const IN_1D_2H_3M_4S = new Date(NOW.getTime() + ((26 * 60 + 3) * 60 + 4) * 1000);

function countdownValues() {
  const countdown = screen.getByRole('list', { name: 'Time left until the launch' });
  return textsByRole(countdown, 'listitem');
}

describe('ComingSoonPage', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to 20 April 2025 16:20 PDT', () => {
    expect(LAUNCH_DATE.toISOString()).toBe('2025-04-20T23:20:00.000Z');
  });

  it('shows the open state, and no countdown, once the launch date has passed', () => {
    renderContent(<ComingSoonPage />);
    expect(screen.getByRole('heading', { name: 'We are open!' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Time left until the launch' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the open state in the visitor language', () => {
    renderContent(<ComingSoonPage />, { language: 'pt' });
    expect(screen.getByRole('heading', { name: 'Estamos abertos!' })).toBeInTheDocument();
  });

  it('shows days, hours, minutes and seconds left and ticks every second', () => {
    jest.useFakeTimers({ now: NOW });
    renderContent(<ComingSoonPage target={IN_1D_2H_3M_4S} />, {
      advanceTimers: jest.advanceTimersByTime,
    });
    expect(countdownValues()).toEqual(['01Days', '02Hours', '03Minutes', '04Seconds']);

    act(() => jest.advanceTimersByTime(1000));
    expect(countdownValues()).toEqual(['01Days', '02Hours', '03Minutes', '03Seconds']);

    act(() => jest.advanceTimersByTime(4000));
    expect(countdownValues()).toEqual(['01Days', '02Hours', '02Minutes', '59Seconds']);
  });

  it('switches to the open state when the countdown reaches zero, never going negative', () => {
    jest.useFakeTimers({ now: NOW });
    renderContent(<ComingSoonPage target={new Date(NOW.getTime() + 2000)} />, {
      advanceTimers: jest.advanceTimersByTime,
    });
    expect(countdownValues()).toEqual(['00Days', '00Hours', '00Minutes', '02Seconds']);

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'We are open!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(/-\d/)).toBeNull();
  });
});

describe('the coming-soon subscription', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('stores the coming-soon subscription and reports a refusal', async () => {
    api.on({ 'POST /newsletter': { status: 400, body: { error: 'Invalid email' } } });
    const { user } = renderContent(<ComingSoonPage />);
    const form = screen.getByRole('form', { name: 'Get notified' });

    await user.type(within(form).getByLabelText(/E-mail address/), 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Could not send: Invalid email',
        variant: 'error',
      }),
    );
    expect(api.calls[0]).toMatchObject({
      path: '/newsletter',
      body: { email: 'reader@example.com' },
    });
  });
});
