import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { buildCart, buildProduct, recordEvents, setupApiServer } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { ProductGrid } from '../product-grid';

const api = setupApiServer();

const product = buildProduct({
  id: 7,
  title: 'Canvas Bag',
  isDiscount: true,
  oldPrice: 30,
  newPrice: 24,
});

/** Renders the bag's card in a grid and opens its quick view. */
async function openQuickView() {
  const user = userEvent.setup();
  renderCatalog(<ProductGrid products={[product]} />, {
    route: '/products',
    path: '/products',
    extraRoutes: <Route path="/product/:id" element={<p>full product page</p>} />,
  });
  const opener = screen.getByRole('button', { name: 'Quick view: Canvas Bag' });
  await user.click(opener);
  return { user, opener };
}

describe('the quick view', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('opens as a modal dialog with the product, focus inside it', async () => {
    await openQuickView();
    const dialog = screen.getByRole('dialog', { name: 'Canvas Bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Modal's header: the heading names the dialog, and its close button comes first with focus.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close.previousElementSibling).toHaveTextContent('Canvas Bag');
    expect(close).toHaveFocus();
    expect(within(dialog).getByText('30.00 ₿')).toBeInTheDocument();
    expect(within(dialog).getByText('24.00 ₿')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Canvas Bag' })).toHaveAttribute(
      'src',
      'http://api.test/api/images/p7-0.svg',
    );
    expect(within(dialog).getByText('Acme')).toBeInTheDocument();
    expect(within(dialog).getByText('S, M, L, XL')).toBeInTheDocument();
    expect(within(dialog).getByText('Black, White, Blue')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with its Close button', async () => {
    const { user, opener } = await openQuickView();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openQuickView();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('adds the chosen quantity to the cart and says Added to cart', async () => {
    api.on({ 'POST /cart/add-product': { body: buildCart([{ quantity: 2 }]) } });
    const { user } = await openQuickView();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Added to cart', variant: 'success' }]));
    expect(api.calls[0]?.body).toMatchObject({ productId: 7, quantity: 2 });
  });

  it('leads to the full product page with View Full Info', async () => {
    const { user } = await openQuickView();
    await user.click(screen.getByRole('link', { name: 'View Full Info' }));
    expect(screen.getByText('full product page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
