import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { markRemoteDown } from '../../testing/federation-runtime-stub';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, isKnownPath, modulesForPath } from '../routes';

const signedOutPaths = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  '/customer-service',
  '/contact',
  '/faqs',
  '/coming-soon',
  '/blog',
  '/single-blog',
];
const signedInOnly = [
  '/categories',
  '/products',
  '/product/12',
  '/track-order',
  '/cart',
  '/checkout',
  '/compare',
  '/sizing-guide',
];

describe('route tables', () => {
  it('match the spec for signed-out visitors', () => {
    for (const path of signedOutPaths) expect(isKnownPath(path, false)).toBe(true);
    for (const path of signedInOnly) expect(isKnownPath(path, false)).toBe(false);
    expect(SIGNED_OUT_ROUTES.length).toBeGreaterThanOrEqual(signedOutPaths.length);
  });

  it('add the shop pages for signed-in visitors', () => {
    for (const path of [...signedOutPaths, ...signedInOnly])
      expect(isKnownPath(path, true)).toBe(true);
    expect(SIGNED_IN_ROUTES.length).toBeGreaterThan(SIGNED_OUT_ROUTES.length);
  });

  it('match exactly: a longer or unknown path is not known', () => {
    expect(isKnownPath('/products/extra', true)).toBe(false);
    expect(isKnownPath('/product', true)).toBe(false);
    expect(isKnownPath('/nowhere', true)).toBe(false);
  });

  it('name the remotes a path needs so they load before the first render', () => {
    expect(modulesForPath('/products', true)).toEqual([
      'mfe_catalog/ProductsPage',
      'mfe_cart_checkout/CartWidget',
      'mfe_catalog/CategoryMenu',
    ]);
    expect(modulesForPath('/product/3', true)[0]).toBe('mfe_catalog/ProductPage');
    expect(modulesForPath('/admin/products', true)).toEqual(['mfe_admin/AdminApp']);
    expect(modulesForPath('/admin', false)).toEqual([]);
  });
});

describe('the shell renders', () => {
  it.each(signedInOnly)('the 404 page for %s without a token', async (path) => {
    renderShell({ route: path });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each(['/products', '/cart', '/product/7'])('the remote for %s with a token', async (path) => {
    renderShell({ route: path, token: 'tok' });
    const stubs = await screen.findAllByTestId('remote-stub');
    expect(stubs.length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a token away from /admin to /', async () => {
    renderShell({ route: '/admin/dashboard' });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('gives /admin to the admin remote without the storefront header', async () => {
    renderShell({ route: '/admin/dashboard', token: 'tok' });
    expect(await screen.findByTestId('remote-stub')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('remote isolation', () => {
  it("does not carry one remote's failure over to the next route", async () => {
    markRemoteDown('mfe_account/LoginPage');
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderShell({ route: '/login' });
      expect(
        await screen.findByText('The account area is temporarily unavailable.'),
      ).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
      expect(await screen.findAllByTestId('remote-stub')).not.toHaveLength(0);
      expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();
    } finally {
      markRemoteDown('mfe_account/LoginPage', false);
      errorSpy.mockRestore();
    }
  });

  it('retries a failed remote when asked', async () => {
    markRemoteDown('mfe_account/SignupPage');
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderShell({ route: '/signup' });
      const retry = await screen.findByRole('button', { name: 'Retry' });
      markRemoteDown('mfe_account/SignupPage', false);
      fireEvent.click(retry);
      await waitFor(() =>
        expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument(),
      );
      expect(screen.getAllByTestId('remote-stub').length).toBeGreaterThan(0);
    } finally {
      errorSpy.mockRestore();
    }
  });
});
