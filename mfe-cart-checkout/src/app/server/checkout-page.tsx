/**
 * The checkout on the shell's server, rendered without data as the cart is (see cart-page): the
 * form paints with the HTML, empty; the summary and the pre-filled fields come in the browser.
 */
import { noServerData } from './no-server-data';

export { default, loadTexts } from '../exposes/checkout-page';

export const load = noServerData;
