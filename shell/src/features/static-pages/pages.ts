// The content pages, loaded on demand by the routes (the layout parts stay in index.ts).
import '../../styles/content.css';

export { loadPageTexts } from './texts';

export { AboutPage } from './components/about-page';
export { CustomerServicePage } from './components/customer-service-page';
export { ContactPage } from './components/contact-page';
export { FaqsPage } from './components/faqs-page';
export {
  ComingSoonPage,
  LAUNCH_DATE,
  type ComingSoonPageProps,
} from './components/coming-soon-page';
export { BlogPage } from './components/blog-page';
export { SingleBlogPage } from './components/single-blog-page';
export { ComparePage } from './components/compare-page';
export { SizingGuidePage } from './components/sizing-guide-page';
