import { useTranslation } from 'react-i18next';
import type { Invitation } from '@shop/contracts';
import { InvitationRow } from './invitation-row';

/** Every invitation the shopper made, newest first as the server sends them. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  if (invitations.length === 0) return <p className="account-hint">{t('invitations.empty')}</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <caption>{t('invitations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invitations.columns.code')}</th>
            <th scope="col">{t('invitations.columns.link')}</th>
            <th scope="col">{t('invitations.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.code} invitation={invitation} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
