import { BlogPage as Page } from '../features/content/components/blog-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
