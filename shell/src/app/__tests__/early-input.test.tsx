import { screen, waitFor } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';

type EarlyInputWindow = Window & { shopReplayEarlyInput?: () => void };

describe('the shell taking over the served page', () => {
  afterEach(() => {
    delete (window as EarlyInputWindow).shopReplayEarlyInput;
    delete document.documentElement.dataset.ready;
  });

  it('replays what the shopper did before its code ran, once, then marks the document ready', async () => {
    const replay = jest.fn(() => {
      // Replayed while the shell's handlers are attached, before the document says ready.
      expect(document.documentElement.dataset.ready).toBeUndefined();
    });
    (window as EarlyInputWindow).shopReplayEarlyInput = replay;
    renderShell({ route: '/products', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(replay).toHaveBeenCalledTimes(1);
  });
});
