import { CustomerServicePage as Page } from '../../features/content/components/customer-service-page';
import { contentPage } from '../content-page';

export { load, loadTexts } from '../content-page';

export default contentPage(Page);
