/** The home page on the shell's server: the page and the data of its signed-in carousels. */
import type { ServerPageRequest } from '@shop/contracts';
import { homePageData } from '../page-data/home-page';
import { serverApi } from './load';

export { default, loadTexts } from '../exposes/home-page';

export const load = (request: ServerPageRequest) => homePageData(request, serverApi(request));
