import { bannerTitleFor } from '../titles';

const known = () => true;

describe('page title banner', () => {
  it.each([
    ['/login', 'title.myAccount'],
    ['/signup', 'title.myAccount'],
    ['/forgot-password', 'title.myAccount'],
    ['/categories', 'title.topCategories'],
    ['/about', 'title.about'],
    ['/customer-service', 'title.customerService'],
    ['/contact', 'title.contact'],
    ['/cart', 'title.cart'],
    ['/checkout', 'title.checkout'],
    ['/compare', 'title.compare'],
    ['/sizing-guide', 'title.sizingGuide'],
    ['/blog', 'title.blog'],
    ['/faqs', 'title.faqs'],
    ['/track-order', 'title.trackOrder'],
    ['/single-blog', 'title.blogDetails'],
  ])('titles %s from its first segment', (path, key) => {
    expect(bannerTitleFor(path, known)).toEqual({ kind: 'key', key });
  });

  it('takes the category and product titles from the catalogue, with defaults', () => {
    expect(bannerTitleFor('/products', known)).toEqual({
      kind: 'resolved',
      fallbackKey: 'title.allProducts',
    });
    expect(bannerTitleFor('/product/4', known)).toEqual({
      kind: 'resolved',
      fallbackKey: 'title.product',
    });
  });

  it('is absent on /, /coming-soon and the admin area', () => {
    for (const path of ['/', '/coming-soon', '/admin/dashboard']) {
      expect(bannerTitleFor(path, known)).toEqual({ kind: 'none' });
    }
  });

  it('says 404 Not Found for anything else', () => {
    expect(bannerTitleFor('/nowhere', () => false)).toEqual({ kind: 'key', key: 'title.notFound' });
    expect(bannerTitleFor('/products', () => false)).toEqual({
      kind: 'key',
      key: 'title.notFound',
    });
  });
});
