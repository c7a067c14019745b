import '../../styles/content.css';

export { WishlistPanel, type WishlistPanelProps } from './components/wishlist-panel';
