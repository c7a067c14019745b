import { screen } from '@testing-library/react';
import { buildProduct, type SentRequest } from '@shop/contracts/testing';
import type { CategoryNode, Language, ProductList } from '@shop/contracts';
import { LocationProbe, renderCatalog } from './render-catalog';
import { ProductsTemplate } from '../features/listing/components/products-template';

export const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [{ item: { id: 5, title: 'Shoes' }, children: [] }],
  },
];

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

export const url = () => screen.getByRole('status', { name: 'current url' }).textContent ?? '';
export const productCalls = (api: { calls: SentRequest[] }) =>
  api.calls.filter((c) => c.path === '/products');
