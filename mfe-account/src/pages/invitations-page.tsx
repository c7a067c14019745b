import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { InvitationsView } from '../features/invitations/components/invitations-view';

export { loadTexts } from '../lib/i18n';

export default remotePage(InvitationsView, NAMESPACE, resources);
