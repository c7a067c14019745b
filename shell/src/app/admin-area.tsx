import { useDeferredValue } from 'react';
import { Navigate } from 'react-router-dom';
import type { ExposedModule } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { useDocumentTitle } from '../features/title-banner/title-banner';

/** /admin/*: the admin remote owns the whole area; no token sends the visitor to /. */
export function AdminArea({ module }: { module: ExposedModule }) {
  const session = useSession();
  // The area mounts once /user/me has answered, and SWR's answer is rendered synchronously: the
  // whole admin remote (its layout and the dashboard) would be one task the staff member waits
  // through. Deferred, the mount is a render of its own, which React interrupts every few ms.
  const loading = useDeferredValue(session?.status === 'loading');
  const { t } = useTranslation('common');
  useDocumentTitle(t('adminTitle'));
  if (!session) return <Navigate to="/" replace />;
  if (loading) {
    return (
      <div className="shell-loading" role="status">
        <span className="shell-spinner" aria-hidden="true" />
        <span className="shell-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return <RemoteSlot module={module} />;
}
