import { screen, waitFor } from '@testing-library/react';
import { mountedModules, renderShell } from '../../testing/render-shell';
import { resetTakeOverForTests } from '../../lib/take-over';

type EarlyInputWindow = Window & { shopReplayEarlyInput?: () => void };

describe('the shell taking over the served page', () => {
  afterEach(() => {
    delete (window as EarlyInputWindow).shopReplayEarlyInput;
    delete document.documentElement.dataset.ready;
    resetTakeOverForTests();
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

  it('waits for the page in <main>, whose code comes after the shell’s, before replaying', async () => {
    // A tap on the page's own markup is replayed only once that markup is React's: the served
    // page's code (its remote's module) has loaded and rendered.
    let pageThere: boolean | undefined;
    const replay = jest.fn(() => {
      pageThere = mountedModules(screen.getByRole('main')).includes('mfe_catalog/AboutPage');
    });
    (window as EarlyInputWindow).shopReplayEarlyInput = replay;
    renderShell({
      route: '/about',
      token: null,
      servedPage: { module: 'mfe_catalog/AboutPage', data: {} },
    });
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(replay).toHaveBeenCalledTimes(1);
    expect(pageThere).toBe(true);
  });
});
