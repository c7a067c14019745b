import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../lib/use-subscribe';
import { FormField } from './form-field';

export interface NewsletterFormProps {
  apiUrl: string;
  /** Accessible name of the form, so that two newsletter forms on a page stay distinct. */
  label?: string;
}

/** E-mail subscription stored through the newsletter endpoint. */
export function NewsletterForm({ apiUrl, label }: NewsletterFormProps) {
  const { t } = useTranslation('content');
  const { trigger: subscribe, isMutating } = useSubscribe(apiUrl);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (await subscribe(email)) form.reset();
  };

  return (
    <form
      className="content-newsletter"
      aria-label={label ?? t('newsletter.title')}
      onSubmit={onSubmit}
    >
      <FormField
        label={t('newsletter.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        required
      />
      <button type="submit" className="content-button" disabled={isMutating}>
        {isMutating ? t('common.sending') : t('newsletter.submit')}
      </button>
    </form>
  );
}
