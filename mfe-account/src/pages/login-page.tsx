import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { LoginView } from '../features/login/components/login-view';

export { loadTexts } from '../lib/i18n';

export default remotePage(LoginView, NAMESPACE, resources);
