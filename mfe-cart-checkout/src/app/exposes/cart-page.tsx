import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { CartTemplate } from '../../features/cart/components/cart-template';
import { NAMESPACE, resources } from '../../lib/i18n';

export { loadTexts } from '../../lib/i18n';

export default function CartPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <CartTemplate />
    </RemoteRoot>
  );
}
