import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, errorText, serverAnswer, notifyError } from '@shop/contracts';
import { useSession } from '@shop/ui';
import { LoadFailed } from '@shop/ui/load-failed';
import { useCreateInvitation, useInvitations } from '../api';
import { InvitationsTable } from './invitations-table';
import { AccountPage } from '../../../components/account-page';
import '../invitations.css';

/** /invitations: how many more the shopper may send, a way to make one, and the list. */
export function InvitationsView() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AccountPage page="invitations" className="account-page-wide">
      <InvitationsContent />
    </AccountPage>
  );
}

function InvitationsContent() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useInvitations();
  const { trigger: create, isMutating: creating } = useCreateInvitation();

  const onCreate = async () => {
    // Busy, the button keeps its focus (aria-disabled) and a press creates nothing more.
    if (creating) return;
    try {
      await create();
      toast(t('invitations.created'), 'success');
    } catch (failure) {
      notifyError(failure, t('invitations.networkError'));
    }
  };

  if (isLoading) return <p role="status">{t('invitations.loading')}</p>;
  if (!data) {
    // No answer or a server failure: the list could not be loaded (not "none yet"); a refusal
    // the server explains keeps its own text.
    const status = serverAnswer(error)?.status ?? 500;
    return (
      <LoadFailed
        className="account-notice account-notice--error"
        buttonClassName="account-secondary"
        message={status >= 500 ? t('invitations.loadFailed') : errorText(error, '')}
        retryLabel={t('invitations.retry')}
        onRetry={() => void mutate()}
      />
    );
  }
  return (
    <>
      <div className="account-invitations-bar">
        <p aria-live="polite">{t('invitations.remaining', { count: data.remaining })}</p>
        <button
          type="button"
          className="account-button"
          onClick={onCreate}
          disabled={data.remaining <= 0}
          aria-disabled={creating || undefined}
          aria-busy={creating}
        >
          {creating && <span className="account-spinner" aria-hidden="true" />}
          {t('invitations.create')}
        </button>
      </div>
      <InvitationsTable invitations={data.invitations} />
    </>
  );
}
