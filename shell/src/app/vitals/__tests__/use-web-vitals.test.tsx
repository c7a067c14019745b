import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Metric } from 'web-vitals';
import { mountedModules, renderShell } from '../../../testing/render-shell';

type Report = (metric: Partial<Metric>) => void;
const callbacks: Record<string, Report> = {};
// The library measures in a real browser; here its callbacks are taken and called by hand.
jest.mock('web-vitals', () => {
  const take = (name: string) => (report: Report) => void (callbacks[name] = report);
  return {
    onLCP: take('LCP'),
    onINP: take('INP'),
    onCLS: take('CLS'),
    onFCP: take('FCP'),
    onTTFB: take('TTFB'),
  };
});

describe('real shoppers’ Core Web Vitals', () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('are sent with sendBeacon when the page is left, with the route pattern, its remote and the signed-in state', async () => {
    renderShell({ route: '/product/12', token: 'tok' });
    await screen.findAllByTestId('remote-stub');
    await waitFor(() =>
      expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
    );
    act(() => {
      callbacks.TTFB!({ id: 't', name: 'TTFB', value: 95, rating: 'good' });
      callbacks.FCP!({ id: 'f', name: 'FCP', value: 900, rating: 'good' });
    });
    // The shopper moves on to the home page; the landing page keeps its load metrics.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(mountedModules()).toContain('mfe_catalog/HomePage'));
    act(() => {
      callbacks.LCP!({ id: 'l', name: 'LCP', value: 2100.5, rating: 'good' });
      callbacks.INP!({ id: 'i', name: 'INP', value: 320, rating: 'needs-improvement' });
    });
    expect(sendBeacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/vitals');
    const product = { route: '/product/:id', remote: 'mfe_catalog', signedIn: true };
    expect(JSON.parse(String(body))).toEqual([
      { name: 'TTFB', value: 95, rating: 'good', ...product },
      { name: 'FCP', value: 900, rating: 'good', ...product },
      { name: 'LCP', value: 2100.5, rating: 'good', ...product },
      {
        name: 'INP',
        value: 320,
        rating: 'needs-improvement',
        route: '/',
        remote: 'mfe_catalog',
        signedIn: true,
      },
    ]);
    // Nothing that names the shopper or the address travels with them.
    expect(String(body)).not.toMatch(/tok|shopper|12/);
  });
});
