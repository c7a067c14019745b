import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRules, notifyError, serverAnswer } from '@shop/contracts';
import { AccountForm } from '../../../components/account-form';
import { AccountPage } from '../../../components/account-page';
import { useForgotPassword } from '../api';
import { Field, useForm } from '@shop/ui';

const RULES = { email: loginRules.email };

/**
 * /forgot-password: one email and Submit. The confirmation is the same whatever the server
 * says, so the page never tells whether an account exists.
 */
export function ForgotPasswordView() {
  const { t } = useTranslation();
  const form = useForm({ email: '' }, { rules: RULES });
  const { trigger, isMutating } = useForgotPassword();
  const [sent, setSent] = useState(false);

  const send = async () => {
    try {
      await trigger(form.values.email.trim());
    } catch (error) {
      if (!serverAnswer(error)) return notifyError(error, t('forgot.networkError'));
    }
    setSent(true);
  };

  return (
    <AccountPage page="forgot" links={{ '/login': 'loginLink' }}>
      <div role="status">
        {sent && (
          <p className="account-notice" data-tone="success">
            {t('forgot.sent')}
          </p>
        )}
      </div>
      <p className="account-hint">{t('forgot.intro')}</p>
      <AccountForm form={form} busy={isMutating} submitLabel={t('forgot.submit')} onSubmit={send}>
        <Field
          prefix="account"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.bind('email')}
        />
      </AccountForm>
    </AccountPage>
  );
}
