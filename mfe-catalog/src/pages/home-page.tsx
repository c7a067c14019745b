/** The home page: its signed-in carousels and the category names they show, in its language. */
import type { PageDataLoader } from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { categoriesKey, categoryLanguage, getCategories } from '../lib/use-categories';
import { collect, pageData } from '../lib/page-data';
import { getHomeProducts, homeProductsKey } from '../features/home/api';
import { HomeTemplate } from '../features/home/components/home-template';

export { loadTexts } from '../lib/i18n';

const loader: PageDataLoader = (page, api) => {
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

export const { prefetch, load } = pageData(loader);

export default remotePage(HomeTemplate, NAMESPACE, resources);
