import userEvent from '@testing-library/user-event';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildUser,
  fakeSignOutAndCurrency,
  mountedModules,
  renderShell,
} from '../../testing/render-shell';
import { darkModeAtom, languageAtom } from '../../lib/preferences';
import { tokenAtom } from '../../lib/session';

beforeEach(fakeSignOutAndCurrency);

describe('the header', () => {
  it('offers Login and Signup to a signed-out visitor, and no category menu or search', async () => {
    renderShell({ route: '/' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search products' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(mountedModules(nav)).toEqual(['mfe_cart_checkout/CartWidget']));
  });

  it('shows the whole navigation when signed in: categories, blog, search, wishlist, cart', async () => {
    renderShell({ route: '/about', token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(mountedModules(nav)).toEqual(['mfe_cart_checkout/CartWidget']));
    expect(within(nav).getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Blog' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('button', { name: 'Search products' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(nav).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each([
    ['Search products', 'mfe_catalog/ProductSearch'],
    ['Wishlist', 'mfe_cart_checkout/WishlistPanel'],
  ])('opens the dialog of %s from its remote, kept mounted while closed', async (label, module) => {
    const user = userEvent.setup();
    renderShell({ route: '/about', token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const opener = within(nav).getByRole('button', { name: label });
    // Nothing of the remote's dialog loads before the shopper asks for it.
    expect(mountedModules(nav)).not.toContain(module);
    await user.click(opener);
    const dialog = () => nav.querySelector(`[data-module="${module}"]`);
    await waitFor(() => expect(dialog()).toHaveAttribute('data-open', 'true'));
    await user.click(within(nav).getByRole('button', { name: `Close ${module}` }));
    expect(dialog()).toHaveAttribute('data-open', 'false');
    await user.click(opener);
    expect(dialog()).toHaveAttribute('data-open', 'true');
  });

  it("opens the catalogue's category tree from the shell's Categories button", async () => {
    const user = userEvent.setup();
    renderShell({ route: '/about', token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const button = within(nav).getByRole('button', { name: 'Categories' });
    const tree = () => nav.querySelector('[data-module="mfe_catalog/CategoryTree"]');
    // Nothing of the tree is loaded or drawn on a first view; heading for the button mounts it,
    // closed, so that what it asks for is there by the click.
    expect(tree()).toBeNull();
    await user.hover(button);
    await waitFor(() => expect(tree()).toHaveAttribute('data-open', 'false'));
    expect(tree()!.closest('[hidden]')).not.toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(tree()).toHaveAttribute('data-open', 'true');
    expect(tree()!.closest('[hidden]')).toBeNull();
    // A link taken in the tree closes the panel (the module calls onClose).
    await user.click(within(nav).getByRole('button', { name: 'Close mfe_catalog/CategoryTree' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers Account and Logout when signed in; Logout clears the token, says so and goes to /', async () => {
    const { store } = renderShell({ route: '/products', token: 'tok' });
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/invitations',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('logout: successful')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mountedModules(screen.getByRole('main'))).toEqual(['mfe_catalog/HomePage']),
    );
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('leads staff from Account to the admin area', async () => {
    renderShell({
      route: '/about',
      token: 'tok',
      user: buildUser({ role: 'admin', userType: 'admin' }),
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
        'href',
        '/admin/dashboard',
      ),
    );
  });

  it('switches and remembers the language', async () => {
    const { store } = renderShell({ route: '/about' });
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'pt' } });
    expect(store.get(languageAtom)).toBe('pt');
    expect(localStorage.getItem('language')).toBe('"pt"');
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt');
  });

  it("hands remotes the page's language, as the contract binds it, once their texts are in", async () => {
    renderShell({ route: '/products', token: 'tok' });
    const page = () =>
      screen
        .getAllByTestId('remote-stub')
        .find((stub) => stub.dataset.module === 'mfe_catalog/ProductsPage');
    await waitFor(() => expect(page()).toHaveAttribute('data-language-prop', 'en'));
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'es' } });
    await waitFor(() => expect(page()).toHaveAttribute('data-language-prop', 'es'));
    expect(page()).toHaveAttribute('data-language', 'es');
  });

  it('toggles and remembers dark mode on the document', async () => {
    const { store } = renderShell({ route: '/about' });
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(store.get(darkModeAtom)).toBe(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("draws its icon buttons as SVG, with no symbol character a phone's fonts may lack", async () => {
    renderShell({ route: '/about', token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    // Only the label screen readers read is text: no glyph such as ⌕, ♡, ☾ or ☀.
    const drawn = (button: HTMLElement) => {
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.textContent).toMatch(/^[\p{L} ]+$/u);
    };
    drawn(within(nav).getByRole('button', { name: 'Search products' }));
    drawn(within(nav).getByRole('button', { name: 'Wishlist' }));
    drawn(toggle);
    fireEvent.click(toggle);
    drawn(toggle);
  });

  it('sticks the navigation after 170 px of scroll', async () => {
    renderShell({ route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const holder = nav.parentElement as HTMLElement;
    expect(holder).toHaveAttribute('data-sticky', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 171, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(holder).toHaveAttribute('data-sticky', 'true');
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 170, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(holder).toHaveAttribute('data-sticky', 'false');
  });

  it('mounts the cart widget remote in the navigation', async () => {
    renderShell({ route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByTestId('remote-stub')).toBeInTheDocument();
  });

  it('scrolls back to the top in steps of 100 px with the go-top button', async () => {
    renderShell({ route: '/about' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    let y = 250;
    Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    const scrollTo = jest.fn((_x: number, to: number) => {
      y = to;
    });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(scrollTo.mock.calls).toEqual([
        [0, 150],
        [0, 50],
        [0, 0],
      ]);
      expect(y).toBe(0);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('folds account, preferences and page links behind a Menu button that Escape closes', async () => {
    renderShell({ route: '/about', token: 'tok' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controlled = (toggle.getAttribute('aria-controls') ?? '').split(' ');
    expect(controlled).toHaveLength(2);
    const regions = controlled.map((id) => document.getElementById(id));
    expect(regions[0]).toContainElement(screen.getByRole('button', { name: 'Logout' }));
    expect(regions[0]).toContainElement(screen.getByLabelText('Language'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(regions[1]).toContainElement(within(nav).getByRole('link', { name: 'Home' }));
    // The cart stays outside the folded regions, reachable at every width.
    await waitFor(() => expect(mountedModules(nav)).toContain('mfe_cart_checkout/CartWidget'));
    for (const region of regions) {
      expect(mountedModules(region ?? undefined)).not.toContain('mfe_cart_checkout/CartWidget');
    }
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const home = within(nav).getByRole('link', { name: 'Home' });
    home.focus();
    fireEvent.keyDown(home, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the Menu open while Escape closes a dropdown inside it', async () => {
    renderShell({ route: '/about', token: 'tok' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const blog = screen.getByRole('button', { name: 'Blog' });
    fireEvent.click(blog);
    expect(blog).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(blog, { key: 'Escape' });
    expect(blog).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
