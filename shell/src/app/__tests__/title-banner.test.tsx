import { act, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@shop/contracts';
import { renderShell } from '../../testing/render-shell';

/** Spec section 2, "Page title banner": the title of each first path segment, in English. */
const TABLE: Array<[path: string, title: string, signedIn: boolean]> = [
  ['/login', 'My Account', false],
  ['/signup', 'My Account', false],
  ['/forgot-password', 'My Account', false],
  ['/categories', 'Top Categories', true],
  ['/products', 'All Products', true],
  ['/about', 'About Us', false],
  ['/customer-service', 'Customer Service', false],
  ['/contact', 'Contact', false],
  ['/cart', 'Cart', true],
  ['/checkout', 'Checkout', true],
  ['/compare', 'Compare', true],
  ['/sizing-guide', 'Sizing Guide', true],
  ['/blog', 'Blog', false],
  ['/faqs', 'Frequently Asked Question', false],
  ['/track-order', 'Tracking Order', true],
  ['/single-blog', 'Blog Details', false],
  ['/nowhere', '404 Not Found', false],
  ['/nowhere', '404 Not Found', true],
  ['/cart', '404 Not Found', false],
];

describe('the title banner in the shell', () => {
  it.each(TABLE)('titles %s "%s" (signed in: %s)', async (path, title, signedIn) => {
    renderShell({ route: path, token: signedIn ? 'tok' : null });
    const banner = await screen.findByRole('region', { name: title });
    expect(within(banner).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const crumbs = within(banner).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${title} · Bitshop`);
  });

  it.each([
    ['/', null],
    ['/', 'tok'],
    ['/coming-soon', null],
    ['/coming-soon', 'tok'],
  ])('is absent on %s (token %s)', async (path, token) => {
    renderShell({ route: path, token });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { level: 1, name: /404/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Bitshop');
  });

  it('uses the category title a remote resolves, defaulting to All Products', async () => {
    renderShell({ route: '/products', token: 'tok' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeInTheDocument();
    act(() => emit('ui:title-resolved', { title: 'Shoes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoes' })).toBeInTheDocument();
    expect(document.title).toBe('Shoes · Bitshop');
  });

  it('uses the product title a remote resolves on /product/{id}', async () => {
    renderShell({ route: '/product/7', token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    act(() => emit('ui:title-resolved', { title: 'Red Shoe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Shoe' })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Contacto', 'Ruta de navegación', 'Inicio'],
    ['pt', 'Contato', 'Trilha de navegação', 'Início'],
  ] as const)('is translated in %s', async (language, title, breadcrumb, home) => {
    renderShell({ route: '/contact', language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: breadcrumb });
    expect(within(crumbs).getByRole('link', { name: home })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Bitshop`);
  });

  it('names the admin area in the browser tab', async () => {
    renderShell({ route: '/admin/dashboard', token: 'tok' });
    await waitFor(() => expect(document.title).toBe('Back office · Bitshop'));
  });
});
