import { ComingSoonPage as Page } from '../features/content/components/coming-soon-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
