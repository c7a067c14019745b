import type { ServerPageModule } from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { useCart } from '../features/cart/api';
import { CheckoutSummary } from '../features/cart/components/checkout-summary';
import { CheckoutTemplate } from '../features/checkout/components/checkout-template';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

/**
 * On the shell's server the checkout is rendered without data, as the cart is: the form paints
 * with the HTML, empty; the summary and the pre-filled fields come in the browser.
 */
export const load: ServerPageModule['load'] = () => Promise.resolve({});

/** The checkout composed from two features: the form and flow, and the cart's summary. */
export function CheckoutScreen() {
  const { cart } = useCart();
  // Known to be empty, not merely not loaded yet (or failed): there is nothing to order.
  const empty = cart !== undefined && cart.products.length === 0;
  return <CheckoutTemplate summary={<CheckoutSummary />} empty={empty} />;
}

export default remotePage(CheckoutScreen, NAMESPACE, resources);
