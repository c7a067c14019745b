import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { ResetPasswordView } from '../features/password-reset/components/reset-password-view';

export { loadTexts } from '../lib/i18n';

export default function ResetPasswordPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ResetPasswordView />
    </RemoteRoot>
  );
}
