import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer, type SentRequest } from '@shop/testing';
import type { ProductList } from '@shop/contracts';
import {
  listing,
  openListing,
  productCalls,
  renderListing,
  url,
} from '../../../testing/listing-fixtures';

const api = setupApiServer();

/** Holds every answer of the fake API back until `release` is called. */
function holdAnswers() {
  const release = api.hold('GET');
  return { release: () => act(async () => release()), answerAtOnce: release };
}

/** A server that honours the page size it is asked for (30 products in all). */
function sizedListing(request: SentRequest): { body: ProductList } {
  const pageSize = Number(request.query.get('pageSize') ?? 12);
  const { body } = listing(request);
  return {
    body: {
      ...body,
      products: body.products.slice(0, pageSize),
      pageSize,
      totalPages: Math.ceil(30 / pageSize),
    },
  };
}

const skeletons = (root: HTMLElement) => root.querySelectorAll('.catalog-card--skeleton').length;

describe('the listing pages', () => {
  it('goes back a page with Previous', async () => {
    const { user } = openListing(api, '/products?pageNumber=3');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await screen.findByText('Showing: 6');
    await user.click(within(nav).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Item 13' })).toBeInTheDocument();
    expect(url()).toBe('/products?pageNumber=2');
  });

  it('keeps the page size of a shared link in the API call and in every page link', async () => {
    api.on({ 'GET /products': sizedListing });
    renderListing('/products?pageSize=6');
    expect(await screen.findByText('Showing: 6')).toBeInTheDocument();
    expect(productCalls(api)[0]?.query.get('pageSize')).toBe('6');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/products?pageNumber=2&pageSize=6',
    );
  });

  it('says so and shows no pagination when nothing matches', async () => {
    api.on({
      'GET /products': {
        body: { products: [], total: 0, totalPages: 0, pageSize: 12, pageNumber: 1 },
      },
    });
    renderListing(
      '/products?filters[0][field]=onSale&filters[0][operator]=EQUAL&filters[0][value]=true',
    );
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing: 0')).toBeInTheDocument();
    expect(screen.getByText('Total 0 Products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says could not load, never 'Total 0 Products', when the server fails, and retries", async () => {
    api.on({
      'GET /products': { status: 502, body: { error: 'Bad gateway' } },
    });
    renderListing('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the products.');
    expect(screen.queryByText('No products match these filters.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total \d+ Products/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing:/)).not.toBeInTheDocument();

    api.on({ 'GET /products': listing });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/Total \d+ Products/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds the place of a whole page with skeleton cards while the first page loads', async () => {
    api.on({ 'GET /products': sizedListing });
    const answers = holdAnswers();
    renderListing('/products?pageSize=6');
    const region = screen.getByRole('region', { name: 'All Products' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(skeletons(region)).toBe(6);
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
    await answers.release();
    expect(await within(region).findAllByRole('article')).toHaveLength(6);
    expect(skeletons(region)).toBe(0);
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the current page on screen while the next one loads', async () => {
    const { user } = openListing(api);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const answers = holdAnswers();
    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    const region = screen.getByRole('region', { name: 'All Products' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeInTheDocument();
    expect(skeletons(region)).toBe(0);
    await answers.release();
    answers.answerAtOnce();
    expect(await screen.findByRole('link', { name: 'Item 13' })).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('speaks the visitor language', async () => {
    api.on({ 'GET /products': listing });
    renderListing('/products', 'es');
    expect(await screen.findByText('Mostrando: 12')).toBeInTheDocument();
    expect(screen.getByText('Total 30 productos')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Todos los productos' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
  });
});
