import { FaqsPage as Page } from '../features/content/components/faqs-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
