import { screen } from '@testing-library/react';
import type { Product, ProductImage as ProductImageRecord } from '@shop/contracts';
import { buildProduct, TEST_API_URL } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { ProductGallery } from '../../features/product-detail/components/product-gallery';
import { ProductGrid } from '../product-grid';
import { IMAGE_SIZES, ProductImage } from '../product-image';

const origin = new URL(TEST_API_URL).origin;

/** An image record as the API of contracts 1.16 sends it: size and WebP copies. */
const measured = (id: number, index: number, width = 400, height = 400): ProductImageRecord => ({
  image_url: `/api/images/seed/p${id}-${index}.svg`,
  image_index: index,
  width,
  height,
  variants: [160, 320, 640]
    .filter((w) => w <= width * 2)
    .map((w) => ({
      url: `/api/images/seed/p${id}-${index}-${w}w.webp`,
      width: w,
      type: 'image/webp',
    })),
});

const withImages = (id: number): Product =>
  buildProduct({ id, title: `Lamp ${id}`, images: [measured(id, 0), measured(id, 1)] });

const srcset = (id: number, index: number) =>
  [160, 320, 640]
    .map((w) => `${origin}/api/images/seed/p${id}-${index}-${w}w.webp ${w}w`)
    .join(', ');

describe('product images', () => {
  it('gives every card image its size, WebP copies for the grid layout, and lazy loading', () => {
    const { container } = renderCatalog(
      <ProductGrid products={[withImages(1), withImages(2)]} eagerCount={1} />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '400');
      expect(img).toHaveAttribute('sizes', IMAGE_SIZES.grid);
    }
    const [first, firstHover, second] = images;
    expect(first).toHaveAttribute('srcset', srcset(1, 0));
    expect(firstHover).toHaveAttribute('srcset', srcset(1, 1));
    // The first card is the listing's LCP candidate: fetched first, never lazy.
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('srcset', srcset(2, 0));
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('decoding', 'async');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('offers src alone when the API sent no copies (an older API, or an image of another origin)', () => {
    const { container } = renderCatalog(<ProductGrid products={[buildProduct({ id: 3 })]} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', `${origin}/api/images/p3-0.svg`);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
  });

  it('adds the original when it is wider than its copies, and follows its proportions when not cropped', () => {
    const photo: ProductImageRecord = {
      image_url: '/api/images/uploads/a.png',
      image_index: 0,
      width: 1600,
      height: 1200,
      variants: [960].map((w) => ({
        url: `/api/images/uploads/a-${w}w.webp`,
        width: w,
        type: 'image/webp',
      })),
    };
    renderCatalog(
      <ProductImage
        path={photo.image_url}
        image={photo}
        sizes="300px"
        alt="Photo"
        width={400}
        height={400}
      />,
    );
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img).toHaveAttribute(
      'srcset',
      `${origin}/api/images/uploads/a-960w.webp 960w, ${origin}/api/images/uploads/a.png 1600w`,
    );
    expect(img).toHaveAttribute('sizes', '300px');
    // A 4:3 picture in a box 400 wide: 300 high, so the space it takes is known before it loads.
    expect(img).toHaveAttribute('height', '300');
  });

  it("fetches the product page's main picture first, at the gallery's width", () => {
    const product = withImages(34);
    const { container } = renderCatalog(<ProductGallery product={product} />);
    const main = screen.getByRole('img', { name: 'Lamp 34' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('sizes', IMAGE_SIZES.gallery);
    expect(main).toHaveAttribute('srcset', srcset(34, 0));
    expect(main).toHaveAttribute('width', '600');
    expect(main).toHaveAttribute('height', '600');
    const thumbs = [...container.querySelectorAll('.catalog-gallery__thumbs img')];
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('sizes', '80px');
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '80');
      expect(thumb).toHaveAttribute('height', '80');
    }
  });
});
