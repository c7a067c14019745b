/** A product's page on the shell's server: the page, the product and its related products. */
import { unstable_serialize } from 'swr';
import type { ServerPageRequest } from '@shop/contracts';
import {
  getProduct,
  getRelatedProducts,
  productKey,
  relatedProductsKey,
} from '../../features/product-detail/api';
import { categoriesKey, categoryLanguage, getCategories } from '../../lib/use-categories';
import { collect, parseUrl, serverApi, type Entry } from './load';

export { default, loadTexts } from '../exposes/product-page';

export async function load(request: ServerPageRequest) {
  const segment = /^\/product\/([^/]+)$/.exec(parseUrl(request.url).pathname)?.[1];
  if (!segment) return {};
  // As the router hands it to the page (useParams): decoded.
  const id = decodeURIComponent(segment);
  const api = serverApi(request);
  const language = categoryLanguage(request.language);
  const product = await getProduct(api, id).catch(() => undefined);
  // Not found or failing: the browser fetches and shows the page's own state for it.
  if (!product) return {};
  const categoryId = product.categories?.[0]?.id;
  const entries: Entry[] = [];
  if (categoryId !== undefined) {
    entries.push([
      relatedProductsKey(categoryId, product.id),
      () => getRelatedProducts(api, categoryId, product.id),
    ]);
  }
  // Category names in another language come from the tree (useCategoryTitles).
  if (language !== 'en' && product.categories?.length) {
    entries.push([categoriesKey(language), () => getCategories(api, language)]);
  }
  return { [unstable_serialize(productKey(id))]: product, ...(await collect(entries)) };
}
