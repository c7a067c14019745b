import { SizingGuidePage as Page } from '../../features/content/components/sizing-guide-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
