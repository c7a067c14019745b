import { remotePage } from '@shop/ui';
import { CartWidget as Widget } from '../features/cart/components/cart-widget';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

export default remotePage(Widget, NAMESPACE, resources);
