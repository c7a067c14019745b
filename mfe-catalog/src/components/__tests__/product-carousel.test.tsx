import { screen, within } from '@testing-library/react';
import { buildProduct, controlIntersections, setupApiServer } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { ProductCarousel } from '../product-carousel';

setupApiServer();

const products = Array.from({ length: 8 }, (_, i) => buildProduct({ title: `Lamp ${i + 1}` }));

/** swiper picks its breakpoint with matchMedia: answer min-width queries for this width. */
function screenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = original;
  };
}

type SwiperElement = HTMLElement & { swiper: { params: { slidesPerView: number } } };

describe('a product carousel', () => {
  beforeAll(() => import('../swiper-carousel'), 20000);

  it('holds its place while its products load', () => {
    renderCatalog(<ProductCarousel title="Recent Products" products={undefined} />);
    const region = screen.getByRole('region', { name: 'Recent Products' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    [375, 1],
    [800, 2],
    [1280, 3],
  ])(
    'on a screen %p px wide shows %p per view, at most 6 products in all',
    async (width, perView) => {
      const restoreWidth = screenWidth(width);
      const intersections = controlIntersections();
      try {
        renderCatalog(<ProductCarousel title="Recent Products" products={products} />);
        const region = screen.getByRole('region', { name: 'Recent Products' });
        expect(region).toHaveAttribute('aria-busy', 'false');
        intersections.showAll();
        expect(await within(region).findByRole('button', { name: 'Next products' })).toBeVisible();
        expect(within(region).getAllByRole('article')).toHaveLength(6);
        expect(within(region).getByRole('group', { name: '6 / 6' })).toBeInTheDocument();
        const carousel = region.querySelector<SwiperElement>('.swiper');
        expect(carousel?.swiper.params.slidesPerView).toBe(perView);
      } finally {
        intersections.restore();
        restoreWidth();
      }
    },
  );
});
