import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/contracts/react';
import { NAMESPACE, resources } from '../../lib/i18n';
import { ProductTemplate } from '../../features/product-detail/components/product-template';

export { loadTexts } from '../../lib/i18n';

export default function ProductPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ProductTemplate />
    </RemoteRoot>
  );
}
