import type { ServerPageModule } from '@shop/contracts';
import * as HomePage from './home-page';
import * as ProductsPage from './products-page';
import * as ProductPage from './product-page';

/** The pages this remote's server build exposes (exposes.cjs serverExposes), typed. */
export const serverExposed = {
  './HomePage': HomePage,
  './ProductsPage': ProductsPage,
  './ProductPage': ProductPage,
} satisfies Record<string, ServerPageModule>;
