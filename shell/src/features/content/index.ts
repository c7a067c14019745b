import './content.css';

export { CONTENT_NAMESPACE, contentResources } from './resources';
export { AboutPage } from './components/about-page';
export { CustomerServicePage } from './components/customer-service-page';
export { ContactPage, type ContactPageProps } from './components/contact-page';
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
export { NotFoundPage } from './components/not-found-page';
export { Footer, type FooterProps } from './components/footer';
export { WishlistPanel, type WishlistPanelProps } from './components/wishlist-panel';
export { BlogMenu } from './components/blog-menu';
