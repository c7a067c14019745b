// The parts of the content feature every page shows (header menu, panels, footer, 404) and its
// translations; the pages themselves are in ./pages, loaded when their route opens.
import './content.css';

export { CONTENT_NAMESPACE, contentEn } from './resources';
export { NotFoundPage } from './components/not-found-page';
export { Footer, type FooterProps } from './components/footer';
export { WishlistPanel, type WishlistPanelProps } from './components/wishlist-panel';
export { BlogMenu } from './components/blog-menu';
