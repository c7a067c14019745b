/** The listing: the products of its query, and the category tree a filter is named from. */
import { unstable_serialize } from 'swr';
import {
  categoryIdOf,
  parseProductQuery,
  type CategoryNode,
  type PageDataLoader,
  type PageRequest,
  type ServerPageModule,
} from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { findCategory } from '../lib/category-tree';
import { categoriesKey, categoryLanguage, getCategories } from '../lib/use-categories';
import { collect, parseUrl, pageData, type Entry } from '../lib/page-data';
import { getProducts, productsKey } from '../features/listing/api';
import { ProductsTemplate } from '../features/listing/components/products-template';

export { loadTexts } from '../lib/i18n';

/** As the page reads its query (useListingQuery): from the normalised query string. */
const queryOf = (page: PageRequest) =>
  parseProductQuery(new URLSearchParams(parseUrl(page.url).search).toString());

const loader: PageDataLoader = (page, api) => {
  const query = queryOf(page);
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

/** A category's listing is named after it from the first paint on (useListingTitle). */
export const title: ServerPageModule['title'] = (page, data) => {
  const id = categoryIdOf(queryOf(page));
  const tree = data[unstable_serialize(categoriesKey(categoryLanguage(page.language)))];
  return id === undefined || !Array.isArray(tree)
    ? undefined
    : findCategory(tree as CategoryNode[], id)?.title;
};

export default remotePage(ProductsTemplate, NAMESPACE, resources);
