import { screen, within } from '@testing-library/react';
import { buildProduct, controlIntersections, setupApiServer } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { ProductCarousel } from '../product-carousel';

setupApiServer();

/** swiper's chunk: its fetch fails (the network, a deploy in between) while this is set. */
let mockChunkFails = true;
jest.mock('../swiper-carousel', () => {
  if (mockChunkFails) throw new Error('Loading chunk swiper-carousel failed');
  return jest.requireActual('../swiper-carousel');
});

const products = Array.from({ length: 8 }, (_, i) => buildProduct({ title: `Lamp ${i + 1}` }));

describe('a product carousel whose swiper cannot be fetched', () => {
  let intersections: ReturnType<typeof controlIntersections>;
  beforeEach(() => {
    intersections = controlIntersections();
  });
  afterEach(() => intersections.restore());

  it('shows every product in a row that scrolls within it, the page around it staying', async () => {
    renderCatalog(
      <>
        <h1>Home</h1>
        <ProductCarousel title="Recent Products" products={products} />
      </>,
    );
    intersections.showAll();
    const region = screen.getByRole('region', { name: 'Recent Products' });
    const row = await within(region).findByRole('list', { name: 'Recent Products' });
    expect(row).toHaveClass('catalog-carousel__row--scrolling');
    // Focusable, so that the keyboard scrolls it; six products, none hidden.
    expect(row).toHaveAttribute('tabindex', '0');
    expect(within(row).getAllByRole('article')).toHaveLength(6);
    expect(within(row).getByRole('link', { name: /Lamp 6/ })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Next products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
  });

  it('tries again when it is shown again, and is a carousel once the chunk comes', async () => {
    const first = renderCatalog(<ProductCarousel title="Recent Products" products={products} />);
    intersections.showAll();
    await screen.findByRole('list', { name: 'Recent Products' });
    first.unmount();

    mockChunkFails = false;
    renderCatalog(<ProductCarousel title="Recent Products" products={products} />);
    intersections.showAll();
    const region = screen.getByRole('region', { name: 'Recent Products' });
    expect(
      await within(region).findByRole('button', { name: 'Next products' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Recent Products' })).not.toBeInTheDocument();
  }, 20000);
});
