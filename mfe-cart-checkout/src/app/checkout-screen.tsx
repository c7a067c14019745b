import { CheckoutSummary } from '../features/cart/components/checkout-summary';
import { CheckoutTemplate } from '../features/checkout/components/checkout-template';

/** The checkout composed from two features: the form and flow, and the cart's summary. */
export function CheckoutScreen() {
  return <CheckoutTemplate summary={<CheckoutSummary />} />;
}
