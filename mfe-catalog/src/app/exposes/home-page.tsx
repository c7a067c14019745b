import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '@shop/contracts/react';
import { NAMESPACE, resources } from '../../lib/i18n';
import { HomeTemplate } from '../../features/home/components/home-template';

export { loadTexts } from '../../lib/i18n';

export default function HomePage(props: ShellProps) {
  return (
    <RemoteRoot shellProps={props} namespace={NAMESPACE} resources={resources}>
      <HomeTemplate />
    </RemoteRoot>
  );
}
