import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { TrackOrderTemplate } from '../features/track-order/components/track-order-template';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

export default function TrackOrderPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <TrackOrderTemplate />
    </RemoteRoot>
  );
}
