import type { ShellProps } from '@shop/contracts';
import { mountStandalone } from '@shop/ui/standalone';
import CategoriesPage from './exposes/categories-page';
import CategoryMenu from './exposes/category-menu';
import HomePage from './exposes/home-page';
import ProductPage from './exposes/product-page';
import ProductsPage from './exposes/products-page';

/** Running alone there is no shell header, so the home page carries the category menu. */
function HomeWithMenu(props: ShellProps) {
  return (
    <>
      <CategoryMenu {...props} />
      <HomePage {...props} />
    </>
  );
}

mountStandalone('mfe_catalog', [
  { path: '/', Component: HomeWithMenu },
  { path: '/categories', Component: CategoriesPage },
  { path: '/products', Component: ProductsPage },
  { path: '/product/:id', Component: ProductPage },
]);
