import { useContext, useDeferredValue, useMemo, useState, type Attributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposedModule, ExposedProps, ShellProps } from '@shop/contracts';
import { RemoteBoundary } from '../../components/remote-boundary';
import { forgetRemote } from '../../lib/federation/load-remote';
import { PageRenderContext } from '../../lib/federation/served-page';
import { PageHydrated, usePageTakeOver } from '../../lib/take-over';
import { useShellProps } from './use-shell-props';

export interface RemoteSlotProps<Id extends ExposedModule = ExposedModule> {
  module: Id;
  compact?: boolean;
  /** What the module takes beyond the shell's props, as the contract's expose map says. */
  extraProps?: Omit<ExposedProps<Id>, keyof ShellProps>;
}

/** Mounts one exposed module with the shell's props, isolated in its own boundary. */
export function RemoteSlot<Id extends ExposedModule>({
  module,
  compact,
  extraProps,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  // A new session (or theme) reaches the module in a render of its own, one React
  // may interrupt. The session comes from SWR, whose store updates are rendered synchronously:
  // when /user/me answers, the module's whole page (on a first visit, one still hydrating) would
  // otherwise be rendered, or hydrated, in one blocking task, while the shopper waits to tap.
  const props = useDeferredValue(useShellProps());
  const { t } = useTranslation('common');
  const { page, remoteComponent } = useContext(PageRenderContext);
  const Remote = remoteComponent(module, attempt);
  // The page the shell's server rendered starts with the data it rendered with.
  const initialData = page?.module === module ? page.data : undefined;
  const remoteName = module.split('/')[0] ?? module;
  // The page the server rendered: the shopper's early taps wait until it has hydrated (or failed).
  const pageTakenOver = usePageTakeOver(initialData !== undefined);
  // The same element while the deferred props are the same: the urgent render stops here.
  return useMemo(
    () => (
      // Keyed by module: a route change to another remote must not inherit this one's failure.
      <RemoteBoundary
        key={module}
        label={t(`remote.name.${remoteName}`)}
        compact={compact}
        homeLink={remoteName === 'mfe_admin'}
        onFailed={pageTakenOver}
        onRetry={() => {
          forgetRemote(module);
          setAttempt((n) => n + 1);
        }}
      >
        <Remote
          {...({
            ...props,
            ...(initialData ? { initialData } : {}),
            ...extraProps,
          } as ExposedProps<Id> & Attributes)}
        />
        {initialData ? <PageHydrated onHydrated={pageTakenOver} /> : null}
      </RemoteBoundary>
    ),
    [module, compact, extraProps, props, Remote, initialData, remoteName, pageTakenOver, t],
  );
}
