import { BlogPage as Page } from '../../features/content/components/blog-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
