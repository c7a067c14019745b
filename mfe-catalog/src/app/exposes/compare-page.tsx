import { ComparePage as Page } from '../../features/content/components/compare-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
