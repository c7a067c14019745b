import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { ForgotPasswordView } from '../features/password-reset/components/forgot-password-view';

export { loadTexts } from '../lib/i18n';

export default remotePage(ForgotPasswordView, NAMESPACE, resources);
