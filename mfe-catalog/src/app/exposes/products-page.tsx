import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/contracts/react';
import { NAMESPACE, resources } from '../../lib/i18n';
import { ProductsTemplate } from '../../features/listing/components/products-template';

export { loadTexts } from '../../lib/i18n';

export default function ProductsPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ProductsTemplate />
    </RemoteRoot>
  );
}
