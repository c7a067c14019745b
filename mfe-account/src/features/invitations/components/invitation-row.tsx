import { useTranslation } from 'react-i18next';
import { toast, type Invitation } from '@shop/contracts';
import { formatDate } from '@shop/contracts/dates';
import { invitationLink, invitationStatus, type InvitationStatus } from '../invitation-status';

function useStatusText() {
  const { t, i18n } = useTranslation();
  return (status: InvitationStatus) => {
    if (status.kind !== 'used') return t(`invitations.status.${status.kind}`);
    const date = status.at ? formatDate(status.at, i18n.language, { style: 'medium' }) : '';
    return t('invitations.status.used', { nickname: status.nickname, email: status.email, date });
  };
}

/** One invitation: its code, its link with a copy button while it can be used, and its fate. */
export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const status = invitationStatus(invitation);
  const link = invitationLink(invitation.code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(t('invitations.copied'), 'success');
    } catch {
      toast(t('invitations.copyFailed'), 'error');
    }
  };

  return (
    <tr data-status={status.kind}>
      <th scope="row">
        <code>{invitation.code}</code>
      </th>
      <td>
        {status.kind === 'available' ? (
          <div className="account-invitation-link">
            <code className="account-break">{link}</code>
            <button
              type="button"
              className="account-secondary"
              onClick={copy}
              aria-label={t('invitations.copyFor', { code: invitation.code })}
            >
              {t('invitations.copy')}
            </button>
          </div>
        ) : (
          <span aria-label={t('invitations.noLink')}>—</span>
        )}
      </td>
      <td>{statusText(status)}</td>
    </tr>
  );
}
