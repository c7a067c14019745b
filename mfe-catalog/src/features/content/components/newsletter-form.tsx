import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { useForm } from '@shop/contracts/react';
import { useSubscribe } from '../hooks/use-subscribe';
import { FormField } from './form-field';

export interface NewsletterFormProps {
  /** Accessible name of the form, so that two newsletter forms on a page stay distinct. */
  label?: string;
}

/** E-mail subscription stored through the newsletter endpoint. */
export function NewsletterForm({ label }: NewsletterFormProps) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { trigger: subscribe, isMutating } = useSubscribe();
  const { values, field, reset } = useForm({ email: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await subscribe(values.email.trim())) reset();
  };

  return (
    <form
      className="catalog-content-newsletter"
      aria-label={label ?? t('newsletter.title')}
      onSubmit={onSubmit}
    >
      <FormField
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        required
        {...field('email')}
      />
      <button type="submit" className="catalog-content-button" disabled={isMutating}>
        {isMutating ? t('common.sending') : t('newsletter.submit')}
      </button>
    </form>
  );
}
