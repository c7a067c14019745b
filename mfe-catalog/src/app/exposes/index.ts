import type { RemoteExposes } from '@shop/contracts';
import HomePage from './home-page';
import CategoriesPage from './categories-page';
import ProductsPage from './products-page';
import ProductPage from './product-page';
import CategoryMenu from './category-menu';
import ProductSearch from './product-search';
import AboutPage from './about-page';
import CustomerServicePage from './customer-service-page';
import ContactPage from './contact-page';
import FaqsPage from './faqs-page';
import ComingSoonPage from './coming-soon-page';
import BlogPage from './blog-page';
import SingleBlogPage from './single-blog-page';
import ComparePage from './compare-page';
import SizingGuidePage from './sizing-guide-page';

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
  './AboutPage': AboutPage,
  './CustomerServicePage': CustomerServicePage,
  './ContactPage': ContactPage,
  './FaqsPage': FaqsPage,
  './ComingSoonPage': ComingSoonPage,
  './BlogPage': BlogPage,
  './SingleBlogPage': SingleBlogPage,
  './ComparePage': ComparePage,
  './SizingGuidePage': SizingGuidePage,
} satisfies RemoteExposes<'mfe_catalog'>;
