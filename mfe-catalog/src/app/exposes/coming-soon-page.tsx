import { ComingSoonPage as Page } from '../../features/content/components/coming-soon-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
