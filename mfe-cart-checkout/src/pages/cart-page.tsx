import type { ServerPageModule } from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { CartTemplate } from '../features/cart/components/cart-template';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

/**
 * On the shell's server, which holds no token, the cart is rendered without data (its title, its
 * way back to the products, the place its lines load into), so it paints with the HTML; the
 * browser fetches the lines once it has hydrated.
 */
export const load: ServerPageModule['load'] = () => Promise.resolve({});

export default remotePage(CartTemplate, NAMESPACE, resources);
