/**
 * The cart on the shell's server. The cart is the shopper's, and the server holds no token: the
 * page is rendered without data (its title, its way back to the products, the place its lines
 * load into), so it paints with the HTML; the browser fetches the lines once it has hydrated.
 */
import { noServerData } from './no-server-data';

export { default, loadTexts } from '../exposes/cart-page';

export const load = noServerData;
