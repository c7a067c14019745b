/** The listing: the products of its query, and the category tree a filter is named from. */
import { categoryIdOf, parseProductQuery, type PageDataLoader } from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { categoriesKey, categoryLanguage, getCategories } from '../lib/use-categories';
import { collect, parseUrl, pageData, type Entry } from '../lib/page-data';
import { getProducts, productsKey } from '../features/listing/api';
import { ProductsTemplate } from '../features/listing/components/products-template';

export { loadTexts } from '../lib/i18n';

const loader: PageDataLoader = (page, api) => {
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

export const { prefetch, load } = pageData(loader);

export default remotePage(ProductsTemplate, NAMESPACE, resources);
