import { pageOf } from '../page-of';

describe('the page a measurement belongs to', () => {
  it.each([
    ['/product/12', true, '/product/:id', 'mfe_catalog'],
    ['/products', true, '/products', 'mfe_catalog'],
    ['/', false, '/', 'mfe_catalog'],
    ['/cart', true, '/cart', 'mfe_cart_checkout'],
    ['/login', false, '/login', 'mfe_account'],
    ['/about', false, '/about', 'mfe_catalog'],
    ['/admin/orders/5', true, '/admin/*', 'mfe_admin'],
    ['/products', false, '/*', 'shell'],
    ['/nowhere/else', true, '/*', 'shell'],
  ])('%s (signed in: %s) is %s of %s', (path, signedIn, route, remote) => {
    expect(pageOf(path, signedIn)).toEqual({ route, remote });
  });
});
