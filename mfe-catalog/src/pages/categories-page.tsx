import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { CategoriesTemplate } from '../features/categories/components/categories-template';

export { loadTexts } from '../lib/i18n';

export default function CategoriesPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <CategoriesTemplate />
    </RemoteRoot>
  );
}
