import type { HeaderDialogProps, ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { SearchDialog } from '../features/search/components/search-dialog';

export { loadTexts } from '../lib/i18n';

export default function ProductSearch({ open, onClose, ...props }: ShellProps & HeaderDialogProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <SearchDialog open={open} onClose={onClose} />
    </RemoteRoot>
  );
}
