import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { InvitationsView } from '../features/invitations/components/invitations-view';

export { loadTexts } from '../lib/i18n';

export default function InvitationsPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <InvitationsView />
    </RemoteRoot>
  );
}
