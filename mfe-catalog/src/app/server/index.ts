import type { ServerPageModule } from '@shop/contracts';
import * as HomePage from './home-page';
import * as ProductsPage from './products-page';
import * as ProductPage from './product-page';
import * as AboutPage from '../exposes/about-page';
import * as CustomerServicePage from '../exposes/customer-service-page';
import * as ContactPage from '../exposes/contact-page';
import * as FaqsPage from '../exposes/faqs-page';
import * as ComingSoonPage from '../exposes/coming-soon-page';
import * as BlogPage from '../exposes/blog-page';
import * as SingleBlogPage from '../exposes/single-blog-page';
import * as ComparePage from '../exposes/compare-page';
import * as SizingGuidePage from '../exposes/sizing-guide-page';

/** The pages this remote's server build exposes (exposes.cjs serverExposes), typed. */
export const serverExposed = {
  './HomePage': HomePage,
  './ProductsPage': ProductsPage,
  './ProductPage': ProductPage,
  './AboutPage': AboutPage,
  './CustomerServicePage': CustomerServicePage,
  './ContactPage': ContactPage,
  './FaqsPage': FaqsPage,
  './ComingSoonPage': ComingSoonPage,
  './BlogPage': BlogPage,
  './SingleBlogPage': SingleBlogPage,
  './ComparePage': ComparePage,
  './SizingGuidePage': SizingGuidePage,
} satisfies Record<string, ServerPageModule>;
