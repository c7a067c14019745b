/** A product's page: the product, its related products and, in es or pt, category names. */
import { unstable_serialize } from 'swr';
import type {
  InitialData,
  PageDataLoader,
  PageRequest,
  Product,
  ServerPageModule,
} from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { categoriesKey, categoryLanguage, getCategories } from '../lib/use-categories';
import { collect, parseUrl, pageData, type Entry } from '../lib/page-data';
import {
  getProduct,
  getRelatedProducts,
  isNotFound,
  productKey,
  relatedProductsKey,
} from '../features/product-detail/api';
import { ProductTemplate } from '../features/product-detail/components/product-template';

export { loadTexts } from '../lib/i18n';

/** The product's id and the language of its texts, as the page's own calls ask for them. */
function productOf(page: PageRequest) {
  const segment = /^\/product\/([^/]+)$/.exec(parseUrl(page.url).pathname)?.[1];
  // As the router hands it to the page (useParams): decoded.
  return segment
    ? { id: decodeURIComponent(segment), language: categoryLanguage(page.language) }
    : null;
}

const loader: PageDataLoader = async (page, api) => {
  const of = productOf(page);
  if (!of) return {};
  const { id, language } = of;
  const key = unstable_serialize(productKey(id, language));
  const product = await getProduct(api, id, language).catch((error: unknown) =>
    // No such product is data too (null: the page says so, and it is answered 404); a failure
    // is left out, and the page fetches and shows its own state for it.
    isNotFound(error) ? null : undefined,
  );
  if (!product) return product === null ? { [key]: null } : {};
  const categoryId = product.categories?.[0]?.id;
  const entries: Entry[] = [];
  if (categoryId !== undefined) {
    entries.push([
      relatedProductsKey(categoryId, product.id, language),
      () => getRelatedProducts(api, categoryId, product.id, language),
    ]);
  }
  // Category names in another language come from the tree (useCategoryTitles).
  if (language !== 'en' && product.categories?.length) {
    entries.push([categoriesKey(language), () => getCategories(api, language)]);
  }
  return { [key]: product, ...(await collect(entries)) };
};

export const { prefetch, load } = pageData(loader);

/** The product as the page's data holds it: null when there is no such product. */
function productIn(page: PageRequest, data: InitialData) {
  const of = productOf(page);
  return of
    ? (data[unstable_serialize(productKey(of.id, of.language))] as Product | null)
    : undefined;
}

/** The banner names the product from the first paint on. */
export const title: ServerPageModule['title'] = (page, data) => productIn(page, data)?.title;

/** A product no one sells is a missing page. */
export const status: ServerPageModule['status'] = (page, data) =>
  productIn(page, data) === null ? 404 : undefined;

export default remotePage(ProductTemplate, NAMESPACE, resources);
