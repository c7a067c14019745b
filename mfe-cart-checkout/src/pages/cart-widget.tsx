import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { CartWidget as Widget } from '../features/cart/components/cart-widget';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

export default function CartWidget(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <Widget />
    </RemoteRoot>
  );
}
