import type { ServerPageModule } from '@shop/contracts';
import * as CartPage from './cart-page';
import * as CheckoutPage from './checkout-page';

/** The pages this remote's server build exposes (exposes.cjs serverExposes), typed. */
export const serverExposed = {
  './CartPage': CartPage,
  './CheckoutPage': CheckoutPage,
} satisfies Record<string, ServerPageModule>;
