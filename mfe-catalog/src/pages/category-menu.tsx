import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { CategoryMenu as Menu } from '../features/categories/components/category-menu';

export { loadTexts } from '../lib/i18n';

export default function CategoryMenu(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <Menu />
    </RemoteRoot>
  );
}
