import { describeTranslations } from '@shop/testing';
import en from '../../../locales/en/catalog.json';
import es from '../../../locales/es/catalog.json';
import pt from '../../../locales/pt/catalog.json';

describeTranslations('catalog', { en, es, pt });

describe('the English catalog texts', () => {
  it('are the spec texts where the spec gives one', () => {
    expect(en.products.allProducts).toBe('All Products');
    expect(en.toast.addedToTheCart).toBe('Added to the cart');
    expect(en.toast.addedToCart).toBe('Added to cart');
    expect(en.errors.product).toBe('error fetching product');
    expect(en.product.ask).toBe('Ask about this products');
  });
});
