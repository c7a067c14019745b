import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { CategoriesTemplate } from '../features/categories/components/categories-template';

export { loadTexts } from '../lib/i18n';

export default remotePage(CategoriesTemplate, NAMESPACE, resources);
