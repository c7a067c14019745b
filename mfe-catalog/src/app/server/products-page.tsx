/** The listing on the shell's server: the page and the products of its query. */
import { categoryIdOf, parseProductQuery, type ServerPageRequest } from '@shop/contracts';
import { getProducts, productsKey } from '../../features/listing/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect, parseUrl, serverApi, type Entry } from './load';

export { default, loadTexts } from '../exposes/products-page';

export function load(request: ServerPageRequest) {
  const api = serverApi(request);
  // As the page reads its query (useListingQuery): from the normalised query string.
  const query = parseProductQuery(new URLSearchParams(parseUrl(request.url).search).toString());
  const entries: Entry[] = [[productsKey(query), () => getProducts(api, query)]];
  // A category filter without the link's title is named from the tree (useListingTitle).
  if (categoryIdOf(query) !== undefined) {
    const language = categoryLanguage(request.language);
    entries.push([categoriesKey(language), () => getCategories(api, language)]);
  }
  return collect(entries);
}
