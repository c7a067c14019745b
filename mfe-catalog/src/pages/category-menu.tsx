import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { CategoryMenu as Menu } from '../features/categories/components/category-menu';

export { loadTexts } from '../lib/i18n';

export default remotePage(Menu, NAMESPACE, resources);
