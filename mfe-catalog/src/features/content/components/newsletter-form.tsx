import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { newsletterRules } from '@shop/contracts';
import { Field, useForm } from '@shop/ui';
import { useSubscribe } from '../hooks/use-subscribe';

export interface NewsletterFormProps {
  /** Accessible name of the form, so that two newsletter forms on a page stay distinct. */
  label?: string;
}

/** E-mail subscription stored through the newsletter endpoint. */
export function NewsletterForm({ label }: NewsletterFormProps) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { trigger: subscribe, isMutating } = useSubscribe();
  const { values, bind, trySubmit, reset } = useForm({ email: '' }, { rules: newsletterRules });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trySubmit() && (await subscribe(values.email.trim()))) reset();
  };

  return (
    <form
      className="catalog-content-newsletter"
      aria-label={label ?? t('newsletter.title')}
      onSubmit={onSubmit}
      noValidate
    >
      <Field
        prefix="catalog-content"
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        required
        {...bind('email')}
      />
      <button type="submit" className="catalog-content-button" disabled={isMutating}>
        {isMutating ? t('common.sending') : t('newsletter.submit')}
      </button>
    </form>
  );
}
