import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, useForm } from '@shop/ui';
import { useAction } from '../../../lib/use-action';
import { useAdminInvitations } from '../api';
import { InvitationsTable } from './invitations-table';

const MAX_AT_ONCE = 50;

function CreateInvitationsForm({ onCreate }: { onCreate: (count: number) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { values, field } = useForm({ count: '1' });
  const { isMutating, trigger } = useAction<number>('admin/invitations/create', async (n) => {
    await onCreate(n);
    return t('invitations.created', { count: n });
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void trigger(Math.min(MAX_AT_ONCE, Math.max(1, Math.round(Number(values.count)) || 1)));
  }

  return (
    <form className="admin-inline-form" onSubmit={submit}>
      <Field
        prefix="admin"
        label={t('invitations.count')}
        type="number"
        min={1}
        max={MAX_AT_ONCE}
        {...field('count')}
      />
      <button
        type="submit"
        className="admin-button admin-button-primary"
        aria-disabled={isMutating || undefined}
      >
        {t('invitations.create')}
      </button>
    </form>
  );
}

/** Invitations of the whole shop: create several, see who used them and when, revoke the rest. */
export function InvitationsSection() {
  const { t } = useTranslation();
  const { data, error, create, revoke } = useAdminInvitations();
  const { trigger: revokeCode } = useAction<string>('admin/invitations/revoke', async (code) => {
    await revoke(code);
    return t('invitations.revoked', { code });
  });

  return (
    <section className="admin-card" aria-labelledby="admin-invitations-title">
      <h2 id="admin-invitations-title">{t('invitations.title')}</h2>
      <CreateInvitationsForm onCreate={create} />
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {!data && !error && <p>{t('common.loading')}</p>}
      {data && data.invitations.length === 0 && <p>{t('invitations.none')}</p>}
      {data && data.invitations.length > 0 && (
        <InvitationsTable
          invitations={data.invitations}
          onRevoke={(code) => void revokeCode(code)}
        />
      )}
    </section>
  );
}
