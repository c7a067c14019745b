/** The listing on the shell's server: the page and the products of its query. */
import type { ServerPageRequest } from '@shop/contracts';
import { productsPageData } from '../page-data/products-page';
import { serverApi } from './load';

export { default, loadTexts } from '../exposes/products-page';

export const load = (request: ServerPageRequest) => productsPageData(request, serverApi(request));
