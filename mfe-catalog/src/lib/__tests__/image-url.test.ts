import { PLACEHOLDER_IMAGE, productImagePath, resolveImageUrl } from '../image-url';
import { buildProduct } from '@shop/testing';

describe('resolveImageUrl', () => {
  it('resolves an API path against the API origin', () => {
    expect(resolveImageUrl('/api/images/p1-0.svg', 'http://localhost:4000/api')).toBe(
      'http://localhost:4000/api/images/p1-0.svg',
    );
  });

  it('keeps an absolute URL as it is', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png', 'http://localhost:4000/api')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('keeps a path on the page origin for a path-only API URL (the same on a server render)', () => {
    expect(resolveImageUrl('/api/images/x.svg', '/api')).toBe('/api/images/x.svg');
    expect(resolveImageUrl('images/x.svg?v=2', '/api/')).toBe('/api/images/x.svg?v=2');
  });

  it('answers the placeholder for a missing image', () => {
    expect(resolveImageUrl('', 'http://localhost:4000/api')).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl(null, 'http://localhost:4000/api')).toBe(PLACEHOLDER_IMAGE);
  });
});

describe('productImagePath', () => {
  it('picks the image by its index, not by its position in the list', () => {
    const product = buildProduct({
      images: [
        { image_url: '/hover.png', image_index: 1 },
        { image_url: '/main.png', image_index: 0 },
      ],
    });
    expect(productImagePath(product, 0)).toBe('/main.png');
    expect(productImagePath(product, 1)).toBe('/hover.png');
  });

  it('answers null when the product has no image at that index', () => {
    const product = buildProduct({ images: [], imageUrl: '', imageHoverUrl: '' });
    expect(productImagePath(product, 0)).toBeNull();
    expect(productImagePath(product, 1)).toBeNull();
  });
});
