import type { PrefetchRequest, ShellProps } from '@shop/contracts';
import { RemoteRoot, prefetchData } from '@shop/ui';
import { NAMESPACE, resources } from '../../lib/i18n';
import { productPageData } from '../page-data/product-page';
import { ProductTemplate } from '../../features/product-detail/components/product-template';

export { loadTexts } from '../../lib/i18n';

/** Starts fetching the page's data when the shopper is about to open it (DataPrefetcher). */
export const prefetch = (request: PrefetchRequest) => void prefetchData(productPageData, request);

export default function ProductPage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <ProductTemplate />
    </RemoteRoot>
  );
}
