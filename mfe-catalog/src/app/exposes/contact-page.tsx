import { ContactPage as Page } from '../../features/content/components/contact-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
