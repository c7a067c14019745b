import '../../styles/content.css';

export { WishlistButton } from './components/wishlist-button';
