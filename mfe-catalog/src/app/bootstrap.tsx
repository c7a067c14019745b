import { mountStandalone } from '@shop/contracts/react/standalone';
import ProductsPage from './exposes/products-page';

mountStandalone('mfe_catalog', [{ path: '/products', Component: ProductsPage }]);
