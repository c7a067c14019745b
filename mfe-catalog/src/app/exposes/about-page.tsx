import { AboutPage as Page } from '../../features/content/components/about-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
