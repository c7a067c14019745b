import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { LoginView } from '../features/login/components/login-view';

export { loadTexts } from '../lib/i18n';

export default function LoginPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <LoginView />
    </RemoteRoot>
  );
}
