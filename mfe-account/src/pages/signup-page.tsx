import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { SignupView } from '../features/signup/components/signup-view';

export { loadTexts } from '../lib/i18n';

export default function SignupPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <SignupView />
    </RemoteRoot>
  );
}
