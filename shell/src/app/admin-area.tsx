import { Navigate } from 'react-router-dom';
import type { ExposedModule } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { useDocumentTitle } from '../features/title-banner/title-banner';

/** /admin/*: the admin remote owns the whole area; no token sends the visitor to /. */
export function AdminArea({ module }: { module: ExposedModule }) {
  const session = useSession();
  const { t } = useTranslation('common');
  useDocumentTitle(t('adminTitle'));
  if (!session) return <Navigate to="/" replace />;
  if (session.status === 'loading') {
    return (
      <div className="shell-loading" role="status">
        <span className="shell-spinner" aria-hidden="true" />
        <span className="shell-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return <RemoteSlot module={module} />;
}
