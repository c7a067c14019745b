import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProduct, type ApiServer, type Routes, type SentRequest } from '@shop/testing';
import type { CategoryNode, Language, ProductList } from '@shop/contracts';
import { LocationProbe, renderCatalog } from './render-catalog';
import { ProductsTemplate } from '../features/listing/components/products-template';

const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [{ item: { id: 5, title: 'Shoes' }, children: [] }],
  },
];
/** The category tree, for a listing that finds its title in it. */
export const WITH_TREE: Routes = { 'GET /categories-containing-products': { body: TREE } };

/** A server of 30 products, 12 a page, that honours the page number it is asked for. */
export function listing(request: SentRequest): { body: ProductList } {
  const pageNumber = Number(request.query.get('pageNumber') ?? 1);
  const total = 30;
  const from = (pageNumber - 1) * 12;
  const products = Array.from({ length: Math.min(12, total - from) }, (_, i) =>
    buildProduct({ id: from + i + 1, title: `Item ${from + i + 1}` }),
  );
  return { body: { products, total, totalPages: 3, pageSize: 12, pageNumber } };
}

export function renderListing(route = '/products', language: Language = 'en') {
  return renderCatalog(
    <>
      <ProductsTemplate />
      <LocationProbe />
    </>,
    { route, path: '/products', language },
  );
}

/** Serves the 30 products (and any other `routes`), then renders the listing at `route`. */
export function openListing(api: ApiServer, route?: string, routes: Routes = {}) {
  api.on({ 'GET /products': listing, ...routes });
  const user = userEvent.setup();
  return { user, ...renderListing(route) };
}

/** The listing of category 5 (Shoes) of TREE, as its category link opens it. */
export const SHOES =
  '/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=5';

export const url = () => screen.getByRole('status', { name: 'current url' }).textContent ?? '';
export const productCalls = (api: { calls: SentRequest[] }) =>
  api.calls.filter((c) => c.path === '/products');
