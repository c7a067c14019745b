import type { HeaderDialogProps, ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { WishlistPanel as Panel } from '../features/wishlist/components/wishlist-panel';
import { NAMESPACE, resources } from '../lib/i18n';

export { loadTexts } from '../lib/i18n';

export default function WishlistPanel({ open, onClose, ...props }: ShellProps & HeaderDialogProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <Panel open={open} onClose={onClose} />
    </RemoteRoot>
  );
}
