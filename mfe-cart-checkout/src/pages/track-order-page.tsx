import { remotePage } from '@shop/ui';
import { TrackOrderTemplate } from '../features/track-order/components/track-order-template';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

export default remotePage(TrackOrderTemplate, NAMESPACE, resources);
