/** The home page's data: its signed-in carousels and the category names they show, in its language. */
import type { PageDataLoader } from '@shop/contracts';
import { getHomeProducts, homeProductsKey } from '../../features/home/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect } from './collect';

export const homePageData: PageDataLoader = (page, api) => {
  // An anonymous visitor's home asks for nothing (spec: carousels cannot load anonymously).
  if (!page.signedIn) return Promise.resolve({});
  const language = categoryLanguage(page.language);
  return collect([
    [homeProductsKey('recent', language), () => getHomeProducts(api, 'recent', language)],
    [homeProductsKey('popular', language), () => getHomeProducts(api, 'popular', language)],
    [homeProductsKey('bestSelling', language), () => getHomeProducts(api, 'bestSelling', language)],
    [categoriesKey(language), () => getCategories(api, language)],
  ]);
};
