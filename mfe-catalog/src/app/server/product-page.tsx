/** A product's page on the shell's server: the page, the product and its related products. */
import type { ServerPageRequest } from '@shop/contracts';
import { productPageData } from '../page-data/product-page';
import { serverApi } from './load';

export { default, loadTexts } from '../exposes/product-page';

export const load = (request: ServerPageRequest) => productPageData(request, serverApi(request));
