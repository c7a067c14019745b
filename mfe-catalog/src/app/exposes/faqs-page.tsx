import { FaqsPage as Page } from '../../features/content/components/faqs-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
