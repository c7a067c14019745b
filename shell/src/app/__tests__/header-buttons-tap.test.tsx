import userEvent from '@testing-library/user-event';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdFrames } from '@shop/testing';
import { fakeSignOutAndCurrency, renderShell } from '../../testing/render-shell';
import { requested } from '../../testing/federation-runtime-stub';
import { forgetRemote } from '../../lib/federation/load-remote';

const SEARCH = 'mfe_catalog/ProductSearch';
const WISHLIST = 'mfe_cart_checkout/WishlistPanel';
const TREE = 'mfe_catalog/CategoryTree';

let frames: ReturnType<typeof holdFrames>;
const paint = () => frames.paint();
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  fakeSignOutAndCurrency();
  // Each test starts with no module of the header's loaded.
  ([SEARCH, WISHLIST, TREE] as const).forEach((id) => forgetRemote(id));
  requested.length = 0;
  frames = holdFrames();
});
afterEach(() => frames.restore());

async function header() {
  renderShell({ route: '/about', token: 'tok' });
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe("a header button's remote part, on a phone's tap", () => {
  it('starts loading after the frame that the finger or pointer arriving paints', async () => {
    const nav = await header();
    fireEvent.pointerEnter(within(nav).getByRole('button', { name: 'Search products' }));
    expect(requested).not.toContain(SEARCH);
    paint();
    await waitFor(() => expect(requested).toContain(SEARCH));
  });

  it("paints the tap's pressed button in a frame of its own, and the dialog in a later one", async () => {
    const nav = await header();
    const opener = within(nav).getByRole('button', { name: 'Search products' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const dialog = () => nav.querySelector(`[data-module="${SEARCH}"]`);
    // The tasks after the tap's own have run; only a painted frame lets the dialog in (or, with
    // none, afterNextPaint's 100 ms limit, which a longer wait here reached on a busy machine).
    await sleep(0);
    expect(dialog()).toBeNull();
    paint();
    await waitFor(() => expect(dialog()).toHaveAttribute('data-open', 'true'));
  });

  it('opens no dialog when a second tap takes the first back before it came', async () => {
    const nav = await header();
    const opener = within(nav).getByRole('button', { name: 'Search products' });
    await userEvent.click(opener);
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    paint();
    await sleep(150);
    expect(nav.querySelector(`[data-module="${SEARCH}"][data-open="true"]`)).toBeNull();
  });

  it('shows the menu panel only once the module is in it, not empty while its code comes', async () => {
    const nav = await header();
    const button = within(nav).getByRole('button', { name: 'Categories' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    paint();
    await waitFor(() =>
      expect(nav.querySelector(`[data-module="${TREE}"]`)).toHaveAttribute('data-open', 'true'),
    );
    expect(panel).toBeVisible();
  });
});
