import type { PrefetchRequest, ShellProps } from '@shop/contracts';
import { RemoteRoot, prefetchData } from '@shop/ui';
import { NAMESPACE, resources } from '../../lib/i18n';
import { homePageData } from '../page-data/home-page';
import { HomeTemplate } from '../../features/home/components/home-template';

export { loadTexts } from '../../lib/i18n';

/** Starts fetching the page's data when the shopper is about to open it (DataPrefetcher). */
export const prefetch = (request: PrefetchRequest) => void prefetchData(homePageData, request);

export default function HomePage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <HomeTemplate />
    </RemoteRoot>
  );
}
