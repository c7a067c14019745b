import { useTranslation } from 'react-i18next';
import type { Invitation } from '@shop/contracts';
import { useFormatDate } from '../../../lib/use-format-date';
import { DataTable } from '../../../components/data-table';

type InvitationState = 'used' | 'revoked' | 'expired' | 'available';

function stateOf(i: Invitation, now = Date.now()): InvitationState {
  if (i.usedAt) return 'used';
  if (i.revoked) return 'revoked';
  if (i.expiresAt && new Date(i.expiresAt).getTime() < now) return 'expired';
  return 'available';
}

const COLUMNS = ['code', 'created', 'state', 'usedBy', 'usedAt', 'actions'] as const;

function InvitationRow({
  invitation: i,
  onRevoke,
}: {
  invitation: Invitation;
  onRevoke: (code: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const state = stateOf(i);
  const label = (c: (typeof COLUMNS)[number]) => t(`invitations.columns.${c}`);
  return (
    <tr>
      <td data-label={label('code')}>
        <code>{i.code}</code>
      </td>
      <td data-label={label('created')}>{formatDate(i.createdAt)}</td>
      <td data-label={label('state')}>{t(`invitations.state.${state}`)}</td>
      <td data-label={label('usedBy')}>
        {i.usedBy ? `${i.usedBy.nickname} (${i.usedBy.email})` : '—'}
      </td>
      <td data-label={label('usedAt')}>{i.usedAt ? formatDate(i.usedAt) : '—'}</td>
      <td data-label={label('actions')}>
        {state === 'available' && (
          <button
            type="button"
            className="admin-button admin-button-danger"
            aria-label={t('invitations.revokeCode', { code: i.code })}
            onClick={() => onRevoke(i.code)}
          >
            {t('invitations.revoke')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Every invitation: who used it and when, and Revoke while it is still available. */
export function InvitationsTable({
  invitations,
  onRevoke,
}: {
  invitations: Invitation[];
  onRevoke: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable columns={COLUMNS} names="invitations.columns" caption={t('invitations.title')}>
      {invitations.map((i) => (
        <InvitationRow key={i.code} invitation={i} onRevoke={onRevoke} />
      ))}
    </DataTable>
  );
}
