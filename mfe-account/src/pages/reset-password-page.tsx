import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { ResetPasswordView } from '../features/password-reset/components/reset-password-view';

export { loadTexts } from '../lib/i18n';

export default remotePage(ResetPasswordView, NAMESPACE, resources);
