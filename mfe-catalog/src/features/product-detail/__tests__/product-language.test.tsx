import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { buildProduct, setupApiServer, type SentRequest } from '@shop/testing';
import { renderCatalog } from '../../../testing/render-catalog';
import { renderListing } from '../../../testing/listing-fixtures';
import { ProductTemplate } from '../components/product-template';

const api = setupApiServer();

/** The API's names of product 21 by language: what `?lang=` asks for. */
const NAMES: Record<string, string> = {
  en: 'Leather Bag',
  es: 'Bolso de cuero',
  pt: 'Bolsa de couro',
};
const named = (request: SentRequest, id: number) => {
  const name = `${NAMES[request.query.get('lang') ?? 'en']} ${id}`;
  return buildProduct({ id, title: name, summary: `${name}, short` });
};

describe('products in the page language', () => {
  afterEach(() => act(() => void i18next.changeLanguage('en')));

  it('fetches the product page again in the new language after a switch', async () => {
    api.on({
      'GET /product/21': (request) => ({
        body: { ...named(request, 21), categories: [{ id: 3, title: 'Bags' }] },
      }),
      'GET /related-products': (request) => ({ body: { products: [named(request, 22)] } }),
      'GET /categories-containing-products': { body: [] },
      'POST /product/21/view': {},
    });
    renderCatalog(<ProductTemplate />, { route: '/product/21', path: '/product/:id' });
    await screen.findByRole('heading', { name: 'Leather Bag 21' });
    expect(await screen.findByText('Leather Bag 22')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('pt'));
    expect(await screen.findByRole('heading', { name: 'Bolsa de couro 21' })).toBeInTheDocument();
    expect(screen.getByText('Bolsa de couro 21, short')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Bolsa de couro 22')).toBeInTheDocument());
    // No name of the previous language stays beside the new ones.
    expect(screen.queryByText(/Leather Bag/)).not.toBeInTheDocument();
    const asked = api.calls.filter((c) => c.path === '/product/21').map((c) => c.query.get('lang'));
    expect(asked).toEqual(['en', 'pt']);
    // One visit, one view: the switch shows the same product again.
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/product/21/view',
    ]);
  });

  it('fetches the listing again in the new language after a switch', async () => {
    api.on({
      'GET /products': (request) => {
        const products = [named(request, 1), named(request, 2)];
        return { body: { products, total: 2, totalPages: 1, pageSize: 12, pageNumber: 1 } };
      },
    });
    renderListing('/products');
    expect(await screen.findByRole('link', { name: 'Leather Bag 1' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByRole('link', { name: 'Bolso de cuero 1' })).toBeInTheDocument();
    expect(screen.queryByText(/Leather Bag/)).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('lang')).toBe('es');
  });
});
