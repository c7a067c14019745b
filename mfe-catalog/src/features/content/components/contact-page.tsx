import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { contactRules, type ContactPayload } from '@shop/contracts';
import { Field, useForm } from '@shop/ui';
import { ContactDetails, SocialLinks } from '@shop/ui/content-blocks';
import { useSendContact } from '../hooks/use-send-contact';

const EMPTY: ContactPayload = { name: '', email: '', phone_number: '', message: '' };

const trimmed = (values: ContactPayload) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.trim()]),
  ) as ContactPayload;

function ContactInfo() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <section className="ui-card" aria-labelledby="catalog-content-contact-info">
      <h2 id="catalog-content-contact-info">{t('contact.infoTitle')}</h2>
      <ContactDetails ns={PAGES_NAMESPACE} withFax />
      <h3>{t('contact.hoursTitle')}</h3>
      <ul className="ui-plain-list">
        <li>{t('contact.hoursWeek')}</li>
        <li>{t('contact.hoursSunday')}</li>
      </ul>
      <h3>{t('social.title')}</h3>
      <SocialLinks ns={PAGES_NAMESPACE} />
    </section>
  );
}

function ContactForm() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { trigger: send, isMutating } = useSendContact();
  const { values, bind, trySubmit, reset } = useForm(EMPTY, { rules: contactRules });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    if (trySubmit() && (await send(trimmed(values)))) reset();
  };

  return (
    <section className="ui-card" aria-labelledby="catalog-content-contact-form">
      <h2 id="catalog-content-contact-form">{t('contact.formTitle')}</h2>
      <p>{t('contact.formIntro')}</p>
      <form
        className="catalog-content-form"
        aria-labelledby="catalog-content-contact-form"
        onSubmit={onSubmit}
        noValidate
      >
        <div className="catalog-content-form-row">
          <Field
            label={t('contact.name')}
            autoComplete="name"
            prefix="ui"
            required
            {...bind('name')}
          />
          <Field
            label={t('contact.emailField')}
            type="email"
            autoComplete="email"
            prefix="ui"
            required
            {...bind('email')}
          />
        </div>
        <Field
          label={t('contact.phoneField')}
          type="tel"
          autoComplete="tel"
          prefix="ui"
          required
          {...bind('phone_number')}
        />
        <Field label={t('contact.message')} rows={5} prefix="ui" required {...bind('message')} />
        <button type="submit" className="ui-button" aria-disabled={isMutating || undefined}>
          {isMutating ? t('common.sending') : t('contact.submit')}
        </button>
      </form>
    </section>
  );
}

/** /contact: the shop's details and a message form stored through the contact endpoint. */
export function ContactPage() {
  return (
    <div className="ui-page catalog-content-grid-2">
      <ContactInfo />
      <ContactForm />
    </div>
  );
}
