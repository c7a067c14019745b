// The parts of the content pages every page shows: the header's blog menu and the 404 page (the
// pages themselves are the catalogue's), with the UI kit's content button.
import '@shop/ui/content-blocks.css';
import '../../styles/content.css';

export { NotFoundPage } from './components/not-found-page';
export { BlogMenu } from './components/blog-menu';
