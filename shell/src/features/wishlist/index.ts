import '../../styles/content.css';

export { WishlistPanel } from './components/wishlist-panel';
