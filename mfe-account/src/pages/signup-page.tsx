import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { SignupView } from '../features/signup/components/signup-view';

export { loadTexts } from '../lib/i18n';

export default remotePage(SignupView, NAMESPACE, resources);
