import { ComparePage as Page } from '../features/content/components/compare-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
