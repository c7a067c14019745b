import type { HeaderDialogProps, ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { CategoryTree as Tree } from '../features/categories/components/category-tree';

export { loadTexts } from '../lib/i18n';

/** The tree in the panel of the shell's Categories button (open is the shell's to show). */
export default function CategoryTree({
  onClose,
  open: _open,
  ...props
}: ShellProps & HeaderDialogProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <Tree onClose={onClose} />
    </RemoteRoot>
  );
}
