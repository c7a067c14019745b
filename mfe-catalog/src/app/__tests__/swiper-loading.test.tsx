import { act, screen, waitFor, within } from '@testing-library/react';
import { buildProduct, controlIntersections, setupApiServer } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { HomeTemplate } from '../../features/home/components/home-template';
import { ProductTemplate } from '../../features/product-detail/components/product-template';
import { ProductsTemplate } from '../../features/listing/components/products-template';

const api = setupApiServer();

/** Counts how often the swiper package is evaluated: once at most, and only when a carousel shows. */
const mockSwiperLoaded = jest.fn();
jest.mock('swiper/react', () => {
  mockSwiperLoaded();
  return jest.requireActual('swiper/react');
});

/** Everything in view, then a turn of the event loop for any lazy import to run. */
async function showAllAndSettle(intersections: ReturnType<typeof controlIntersections>) {
  intersections.showAll();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const products = (count: number) => Array.from({ length: count }, () => buildProduct());

function catalogApi() {
  return api.on({
    'GET /products': {
      body: { products: products(12), total: 30, totalPages: 3, pageSize: 12, pageNumber: 1 },
    },
    'GET /product/500': { body: buildProduct({ id: 500, title: 'Desk Lamp' }) },
    'POST /product/500/view': {},
    'GET /related-products': { body: { products: products(4) } },
    'GET /recent-products': { body: { products: products(6) } },
    'GET /popular-products': { body: { products: products(6) } },
    'GET /best-selling-products': { body: { products: products(6) } },
    'GET /categories-containing-products': { body: [] },
  });
}

describe('the carousel script', () => {
  let intersections: ReturnType<typeof controlIntersections>;
  beforeEach(() => {
    intersections = controlIntersections();
  });
  afterEach(() => intersections.restore());

  // The order matters: a module once loaded stays loaded for the rest of this file.
  it('is not loaded by the product listing', async () => {
    catalogApi();
    renderCatalog(<ProductsTemplate />, { route: '/products', path: '/products' });
    await screen.findByText('Showing: 12');
    await showAllAndSettle(intersections);
    expect(mockSwiperLoaded).not.toHaveBeenCalled();
  });

  it('is not loaded by the product page with its related products', async () => {
    catalogApi();
    renderCatalog(<ProductTemplate />, { route: '/product/500', path: '/product/:id' });
    const related = await screen.findByRole('region', { name: 'Related Products' });
    await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(4));
    await showAllAndSettle(intersections);
    expect(mockSwiperLoaded).not.toHaveBeenCalled();
  });

  it('is not loaded by the home page until a carousel comes near the screen', async () => {
    catalogApi();
    renderCatalog(<HomeTemplate />);
    const recent = screen.getByRole('region', { name: 'Recent Products' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
    expect(mockSwiperLoaded).not.toHaveBeenCalled();
    intersections.showAll();
    expect(
      await within(recent).findByRole('button', { name: 'Next products' }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(mockSwiperLoaded).toHaveBeenCalledTimes(1);
  }, 30000);
});
