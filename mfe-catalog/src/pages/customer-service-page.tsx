import { CustomerServicePage as Page } from '../features/content/components/customer-service-page';
import { contentPage } from '../app/content-page';

export { load, loadTexts } from '../app/content-page';

export default contentPage(Page);
