// The parts of the static pages every page shows (the header's blog menu, 404); the pages
// themselves are in ./pages, loaded when their route opens.
import '../../styles/content.css';

export { NotFoundPage } from './components/not-found-page';
export { BlogMenu } from './components/blog-menu';
