import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mountedModules, renderShell } from '../../testing/render-shell';
import { requested } from '../../testing/federation-runtime-stub';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, isKnownPath, modulesForPath } from '../routes';

/** The remote module each path of the spec's tables shows in the page's main area. */
const SIGNED_OUT_SHOWN: Record<string, string> = {
  '/': 'mfe_catalog/HomePage',
  '/login': 'mfe_account/LoginPage',
  '/signup': 'mfe_account/SignupPage',
  '/forgot-password': 'mfe_account/ForgotPasswordPage',
  '/about': 'mfe_catalog/AboutPage',
  '/customer-service': 'mfe_catalog/CustomerServicePage',
  '/contact': 'mfe_catalog/ContactPage',
  '/faqs': 'mfe_catalog/FaqsPage',
  '/coming-soon': 'mfe_catalog/ComingSoonPage',
  '/blog': 'mfe_catalog/BlogPage',
  '/single-blog': 'mfe_catalog/SingleBlogPage',
};
const SIGNED_IN_ONLY_SHOWN: Record<string, string> = {
  '/categories': 'mfe_catalog/CategoriesPage',
  '/products': 'mfe_catalog/ProductsPage',
  '/product/12': 'mfe_catalog/ProductPage',
  '/track-order': 'mfe_cart_checkout/TrackOrderPage',
  '/cart': 'mfe_cart_checkout/CartPage',
  '/checkout': 'mfe_cart_checkout/CheckoutPage',
  '/compare': 'mfe_catalog/ComparePage',
  '/sizing-guide': 'mfe_catalog/SizingGuidePage',
};
const SHOWN = { ...SIGNED_OUT_SHOWN, ...SIGNED_IN_ONLY_SHOWN };
const signedOutPaths = Object.keys(SIGNED_OUT_SHOWN);
const signedInOnly = Object.keys(SIGNED_IN_ONLY_SHOWN);

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
    ]);
    expect(modulesForPath('/product/3', true)[0]).toBe('mfe_catalog/ProductPage');
    expect(modulesForPath('/admin/products', true)).toEqual(['mfe_admin/AdminApp']);
    expect(modulesForPath('/admin', false)).toEqual([]);
  });

  it("take a path's remote from the visitor's own table", () => {
    expect(modulesForPath('/track-order', true)[0]).toBe('mfe_cart_checkout/TrackOrderPage');
    expect(modulesForPath('/invitations', true)[0]).toBe('mfe_account/InvitationsPage');
    expect(modulesForPath('/reset-password', false)[0]).toBe('mfe_account/ResetPasswordPage');
    expect(modulesForPath('/products', false)).toEqual(['mfe_cart_checkout/CartWidget']);
    expect(modulesForPath('/about', true)).toEqual([
      'mfe_catalog/AboutPage',
      'mfe_cart_checkout/CartWidget',
    ]);
  });
});

describe('links', () => {
  it('start loading the remote of their page when the pointer rests on them or they get focus', async () => {
    renderShell({ route: '/about', token: 'tok' });
    const track = await screen.findByRole('link', { name: 'Tracking Order' });
    expect(requested).not.toContain('mfe_cart_checkout/TrackOrderPage');
    fireEvent.pointerOver(track);
    expect(requested).toContain('mfe_cart_checkout/TrackOrderPage');

    const [home] = screen.getAllByRole('link', { name: /^Home$/ });
    expect(requested).not.toContain('mfe_catalog/HomePage');
    act(() => home!.focus());
    expect(requested).toContain('mfe_catalog/HomePage');
  });
});

async function expectShown(path: string) {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(mountedModules(main)).toEqual([SHOWN[path]]));
  expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
}

describe('the shell renders', () => {
  it.each(signedOutPaths)('%s to a signed-out visitor', async (path) => {
    renderShell({ route: path });
    await expectShown(path);
  });

  it.each([...signedOutPaths, ...signedInOnly])('%s to a signed-in visitor', async (path) => {
    renderShell({ route: path, token: 'tok' });
    await expectShown(path);
  });

  it.each(signedInOnly)('the 404 page for %s without a token', async (path) => {
    renderShell({ route: path });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(mountedModules(screen.getByRole('main'))).toEqual([]);
  });

  it.each([
    ['/nowhere', null],
    ['/nowhere', 'tok'],
    ['/products/extra', 'tok'],
    ['/product', 'tok'],
  ])('the 404 page for %s (token %s)', async (path, token) => {
    renderShell({ route: path, token });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a token away from /admin to /', async () => {
    renderShell({ route: '/admin/dashboard' });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(mountedModules(main)).toEqual(['mfe_catalog/HomePage']));
    expect(mountedModules()).not.toContain('mfe_admin/AdminApp');
  });

  it('gives /admin to the admin remote without the storefront header', async () => {
    renderShell({ route: '/admin/dashboard', token: 'tok' });
    expect(await screen.findByTestId('remote-stub')).toHaveAttribute(
      'data-module',
      'mfe_admin/AdminApp',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});
