import { useCart } from '../features/cart/api';
import { CheckoutSummary } from '../features/cart/components/checkout-summary';
import { CheckoutTemplate } from '../features/checkout/components/checkout-template';

/** The checkout composed from two features: the form and flow, and the cart's summary. */
export function CheckoutScreen() {
  const { cart } = useCart();
  // Known to be empty, not merely not loaded yet (or failed): there is nothing to order.
  const empty = cart !== undefined && cart.products.length === 0;
  return <CheckoutTemplate summary={<CheckoutSummary />} empty={empty} />;
}
