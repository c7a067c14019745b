/** The listing's data: the products of its query, and the category tree a filter is named from. */
import { categoryIdOf, parseProductQuery, type PageDataLoader } from '@shop/contracts';
import { getProducts, productsKey } from '../../features/listing/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect, parseUrl, type Entry } from './collect';

export const productsPageData: PageDataLoader = (page, api) => {
  // As the page reads its query (useListingQuery): from the normalised query string.
  const query = parseProductQuery(new URLSearchParams(parseUrl(page.url).search).toString());
  const language = categoryLanguage(page.language);
  const entries: Entry[] = [
    [productsKey(query, language), () => getProducts(api, query, language)],
  ];
  // A category filter without the link's title is named from the tree (useListingTitle).
  if (categoryIdOf(query) !== undefined) {
    entries.push([categoriesKey(language), () => getCategories(api, language)]);
  }
  return collect(entries);
};
