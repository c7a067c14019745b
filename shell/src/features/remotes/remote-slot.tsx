import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposedModule } from '@shop/contracts';
import { RemoteBoundary } from '../../components/remote-boundary';
import { forgetRemote, remoteComponent } from '../../lib/federation/load-remote';
import { useShellProps } from './use-shell-props';

export interface RemoteSlotProps {
  module: ExposedModule;
  compact?: boolean;
  extraProps?: Record<string, unknown>;
}

/** Mounts one exposed module with the shell's props, isolated in its own boundary. */
export function RemoteSlot({ module, compact, extraProps }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const props = useShellProps();
  const { t } = useTranslation('common');
  const Remote = remoteComponent(module, attempt);
  const remoteName = module.split('/')[0] ?? module;
  return (
    // Keyed by module: a route change to another remote must not inherit this one's failure.
    <RemoteBoundary
      key={module}
      label={t(`remote.name.${remoteName}`)}
      compact={compact}
      homeLink={remoteName === 'mfe_admin'}
      onRetry={() => {
        forgetRemote(module);
        setAttempt((n) => n + 1);
      }}
    >
      <Remote {...props} {...extraProps} />
    </RemoteBoundary>
  );
}
