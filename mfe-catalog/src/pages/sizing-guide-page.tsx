import { SizingGuidePage as Page } from '../features/content/components/sizing-guide-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
