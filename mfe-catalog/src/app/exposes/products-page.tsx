import type { PrefetchRequest, ShellProps } from '@shop/contracts';
import { RemoteRoot, prefetchData } from '@shop/ui';
import { NAMESPACE, resources } from '../../lib/i18n';
import { productsPageData } from '../page-data/products-page';
import { ProductsTemplate } from '../../features/listing/components/products-template';

export { loadTexts } from '../../lib/i18n';

/** Starts fetching the page's data when the shopper is about to open it (DataPrefetcher). */
export const prefetch = (request: PrefetchRequest) => void prefetchData(productsPageData, request);

export default function ProductsPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ProductsTemplate />
    </RemoteRoot>
  );
}
