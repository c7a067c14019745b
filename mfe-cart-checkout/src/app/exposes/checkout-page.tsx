import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { CheckoutScreen } from '../checkout-screen';
import { NAMESPACE, resources } from '../../lib/i18n';

export { loadTexts } from '../../lib/i18n';

export default function CheckoutPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <CheckoutScreen />
    </RemoteRoot>
  );
}
