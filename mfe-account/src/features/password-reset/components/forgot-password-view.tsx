import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginRules, toast, serverAnswer } from '@shop/contracts';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useForgotPassword } from '../api';
import { useForm } from '@shop/contracts/react';

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    if (!form.trySubmit()) {
      toast(t('validation.invalidFormData'), 'error');
      return;
    }
    try {
      await trigger(form.values.email.trim());
    } catch (error) {
      if (!serverAnswer(error)) {
        toast(t('forgot.networkError'), 'error');
        return;
      }
    }
    setSent(true);
  };

  return (
    <section className="account-page" aria-labelledby="account-forgot-heading">
      <h2 id="account-forgot-heading" className="account-heading">
        {t('forgot.heading')}
      </h2>
      <div role="status">
        {sent && (
          <p className="account-notice" data-tone="success">
            {t('forgot.sent')}
          </p>
        )}
      </div>
      <p className="account-hint">{t('forgot.intro')}</p>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
          error={form.error('email')}
        />
        <SubmitButton busy={isMutating}>{t('forgot.submit')}</SubmitButton>
      </form>
      <nav className="account-links" aria-label={t('forgot.linksLabel')}>
        <Link className="account-link" to="/login">
          {t('forgot.loginLink')}
        </Link>
      </nav>
    </section>
  );
}
