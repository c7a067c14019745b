import type { RemoteExposes } from '@shop/contracts';
import HomePage from './home-page';
import CategoriesPage from './categories-page';
import ProductsPage from './products-page';
import ProductPage from './product-page';
import CategoryMenu from './category-menu';
import ProductSearch from './product-search';

/**
 * This remote's side of the typed federation contract: every module the contract names, with the
 * props the shell gives it. exposes.cjs (the build's map) must list the same names and files (a
 * test checks), so renaming an expose fails the type check or that test.
 */
export const exposed = {
  './HomePage': HomePage,
  './CategoriesPage': CategoriesPage,
  './ProductsPage': ProductsPage,
  './ProductPage': ProductPage,
  './CategoryMenu': CategoryMenu,
  './ProductSearch': ProductSearch,
} satisfies RemoteExposes<'mfe_catalog'>;
