import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { ForgotPasswordView } from '../features/password-reset/components/forgot-password-view';

export { loadTexts } from '../lib/i18n';

export default function ForgotPasswordPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ForgotPasswordView />
    </RemoteRoot>
  );
}
