/** The home page's data: its signed-in carousels and the category names they show. */
import type { PageDataLoader } from '@shop/contracts';
import { getHomeProducts, homeProductsKey } from '../../features/home/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect } from './collect';

export const homePageData: PageDataLoader = (page, api) => {
  // An anonymous visitor's home asks for nothing (spec: carousels cannot load anonymously).
  if (!page.signedIn) return Promise.resolve({});
  const language = categoryLanguage(page.language);
  return collect([
    [homeProductsKey('recent'), () => getHomeProducts(api, 'recent')],
    [homeProductsKey('popular'), () => getHomeProducts(api, 'popular')],
    [homeProductsKey('bestSelling'), () => getHomeProducts(api, 'bestSelling')],
    [categoriesKey(language), () => getCategories(api, language)],
  ]);
};
