import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopSettings } from '@shop/contracts';
import { Field, useForm } from '@shop/ui';
import { useAction } from '../../../lib/use-action';
import { useShopSettings } from '../api';

type Draft = Record<keyof ShopSettings, string>;

const toDraft = (s: ShopSettings): Draft => ({
  invitationsPerUser: String(s.invitationsPerUser),
  taxRate: String(s.taxRate),
  shipping: String(s.shipping),
});

function ShopSettingsFields({
  initial,
  onSave,
}: {
  initial: ShopSettings;
  onSave: (s: ShopSettings) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { values, field } = useForm<Draft>(() => toDraft(initial));
  const { isMutating, trigger } = useAction('admin/shop-settings', async () => {
    await onSave({
      invitationsPerUser: Math.round(Number(values.invitationsPerUser)),
      taxRate: Number(values.taxRate),
      shipping: Number(values.shipping),
    });
    return t('settings.saved');
  });
  const bind = (key: keyof ShopSettings) => ({
    ...field(key),
    required: true,
    type: 'number',
    min: 0,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void trigger();
  }

  return (
    <form className="admin-form" onSubmit={submit}>
      <Field
        prefix="admin"
        label={t('settings.shop.invitationsPerUser')}
        step={1}
        {...bind('invitationsPerUser')}
      />
      <Field prefix="admin" label={t('settings.shop.taxRate')} step="0.01" {...bind('taxRate')} />
      <Field prefix="admin" label={t('settings.shop.shipping')} step="0.01" {...bind('shipping')} />
      <button
        type="submit"
        className="admin-button admin-button-primary"
        aria-disabled={isMutating || undefined}
      >
        {t('settings.save')}
      </button>
    </form>
  );
}

/** The shop's own settings: invitations each user may send, tax rate and flat shipping. */
export function ShopSettingsForm() {
  const { t } = useTranslation();
  const { data, error, save } = useShopSettings();
  return (
    <section className="admin-card" aria-labelledby="admin-shop-title">
      <h2 id="admin-shop-title">{t('settings.shop.title')}</h2>
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {!data && !error && <p>{t('common.loading')}</p>}
      {data && <ShopSettingsFields initial={data} onSave={save} />}
    </section>
  );
}
