import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type Invitation } from '@shop/contracts';
import { Field } from '../../../components/fields';
import { errorMessage } from '../../../lib/error-message';
import { useFormatDate } from '../../../lib/use-format-date';
import { useAdminInvitations } from '../api';

type InvitationState = 'used' | 'revoked' | 'expired' | 'available';

function stateOf(i: Invitation, now = Date.now()): InvitationState {
  if (i.usedAt) return 'used';
  if (i.revoked) return 'revoked';
  if (i.expiresAt && new Date(i.expiresAt).getTime() < now) return 'expired';
  return 'available';
}

const MAX_AT_ONCE = 50;

/** Invitations of the whole shop: create several, see who used them and when, revoke the rest. */
export function InvitationsSection() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, error, create, revoke } = useAdminInvitations();
  const [count, setCount] = useState('1');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const n = Math.min(MAX_AT_ONCE, Math.max(1, Math.round(Number(count)) || 1));
    setBusy(true);
    try {
      const created = await create(n);
      toast(t('invitations.created', { count: created.length }), 'success');
    } catch (err) {
      toast(errorMessage(err, t('common.failed')), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function onRevoke(code: string) {
    try {
      await revoke(code);
      toast(t('invitations.revoked', { code }), 'success');
    } catch (err) {
      toast(errorMessage(err, t('common.failed')), 'error');
    }
  }

  return (
    <section className="admin-card" aria-labelledby="admin-invitations-title">
      <h2 id="admin-invitations-title">{t('invitations.title')}</h2>
      <form className="admin-inline-form" onSubmit={submit}>
        <Field
          label={t('invitations.count')}
          type="number"
          min={1}
          max={MAX_AT_ONCE}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t('invitations.create')}
        </button>
      </form>
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {!data && !error && <p>{t('common.loading')}</p>}
      {data && data.invitations.length === 0 && <p>{t('invitations.none')}</p>}
      {data && data.invitations.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t('invitations.title')}</caption>
            <thead>
              <tr>
                {(['code', 'created', 'state', 'usedBy', 'usedAt', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`invitations.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.invitations.map((i) => {
                const state = stateOf(i);
                return (
                  <tr key={i.code}>
                    <td>
                      <code>{i.code}</code>
                    </td>
                    <td>{formatDate(i.createdAt)}</td>
                    <td>{t(`invitations.state.${state}`)}</td>
                    <td>{i.usedBy ? `${i.usedBy.nickname} (${i.usedBy.email})` : '—'}</td>
                    <td>{i.usedAt ? formatDate(i.usedAt) : '—'}</td>
                    <td>
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
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
