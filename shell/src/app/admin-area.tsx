import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { tokenAtom, userAtom } from '../lib/session';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { useDocumentTitle } from '../features/title-banner/title-banner';

/** /admin/*: the admin remote owns the whole area; no token sends the visitor to /. */
export function AdminArea() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('common');
  useDocumentTitle(t('adminTitle'));
  if (!token) return <Navigate to="/" replace />;
  if (!user) {
    return (
      <div className="shell-loading" role="status">
        <span className="shell-spinner" aria-hidden="true" />
        <span className="shell-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return <RemoteSlot module="mfe_admin/AdminApp" />;
}
