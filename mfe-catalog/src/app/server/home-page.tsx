/** The home page on the shell's server: the page and the data of its signed-in carousels. */
import type { ServerPageRequest } from '@shop/contracts';
import { getHomeProducts, homeProductsKey } from '../../features/home/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect, serverApi } from './load';

export { default, loadTexts } from '../exposes/home-page';

export function load(request: ServerPageRequest) {
  // An anonymous visitor's home asks for nothing (spec: carousels cannot load anonymously).
  if (!request.signedIn) return Promise.resolve({});
  const api = serverApi(request);
  const language = categoryLanguage(request.language);
  return collect([
    [homeProductsKey('recent'), () => getHomeProducts(api, 'recent')],
    [homeProductsKey('popular'), () => getHomeProducts(api, 'popular')],
    [homeProductsKey('bestSelling'), () => getHomeProducts(api, 'bestSelling')],
    [categoriesKey(language), () => getCategories(api, language)],
  ]);
}
