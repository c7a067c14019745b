import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistPanel } from '../components/wishlist-panel';
import { renderApp } from '../../../testing/render-cart-checkout';

function WishlistHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wishlist
      </button>
      <WishlistPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('the wishlist panel', () => {
  it('opens as a modal dialog with the focus inside and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    renderApp(<WishlistHarness />);
    const opener = screen.getByRole('button', { name: 'Open wishlist' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Wishlist' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close wishlist' })).toHaveFocus();
    expect(screen.getByText('Linen Summer Shirt')).toBeInTheDocument();
    expect(screen.getByText('Qty: 1 × 24.50 ₿')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('removes an item from the sample list, keeping the focus in the dialog', async () => {
    const user = userEvent.setup();
    renderApp(<WishlistHarness />);
    await user.click(screen.getByRole('button', { name: 'Open wishlist' }));

    await user.click(screen.getByRole('button', { name: 'Remove Linen Summer Shirt' }));
    expect(screen.queryByText('Linen Summer Shirt')).toBeNull();
    expect(screen.getByText('Classic Running Shoes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close wishlist' })).toHaveFocus();
  });
});
