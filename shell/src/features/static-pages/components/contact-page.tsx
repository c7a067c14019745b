import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPayload } from '@shop/contracts';
import { useSendContact } from '../hooks/use-send-contact';
import { ContactDetails } from '../../../components/contact-details';
import { FormField } from '../../../components/form-field';
import { SocialLinks } from '../../../components/social-links';

export interface ContactPageProps {
  apiUrl: string;
}

const FIELDS = ['name', 'email', 'phone_number', 'message'] as const;

function readPayload(form: HTMLFormElement): ContactPayload {
  const data = new FormData(form);
  const entries = FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()]);
  return Object.fromEntries(entries) as ContactPayload;
}

function ContactInfo() {
  const { t } = useTranslation('content');
  return (
    <section className="content-card" aria-labelledby="content-contact-info">
      <h2 id="content-contact-info">{t('contact.infoTitle')}</h2>
      <ContactDetails withFax />
      <h3>{t('contact.hoursTitle')}</h3>
      <ul className="content-plain-list">
        <li>{t('contact.hoursWeek')}</li>
        <li>{t('contact.hoursSunday')}</li>
      </ul>
      <h3>{t('social.title')}</h3>
      <SocialLinks />
    </section>
  );
}

function ContactForm({ apiUrl }: ContactPageProps) {
  const { t } = useTranslation('content');
  const { trigger: send, isMutating } = useSendContact(apiUrl);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await send(readPayload(form))) form.reset();
  };

  return (
    <section className="content-card" aria-labelledby="content-contact-form">
      <h2 id="content-contact-form">{t('contact.formTitle')}</h2>
      <p>{t('contact.formIntro')}</p>
      <form className="content-form" aria-labelledby="content-contact-form" onSubmit={onSubmit}>
        <div className="content-form-row">
          <FormField label={t('contact.name')} name="name" autoComplete="name" required />
          <FormField
            label={t('contact.emailField')}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
        </div>
        <FormField
          label={t('contact.phoneField')}
          name="phone_number"
          type="tel"
          autoComplete="tel"
          required
        />
        <FormField label={t('contact.message')} name="message" multiline required />
        <button type="submit" className="content-button" disabled={isMutating}>
          {isMutating ? t('common.sending') : t('contact.submit')}
        </button>
      </form>
    </section>
  );
}

/** /contact: the shop's details and a message form stored through the contact endpoint. */
export function ContactPage({ apiUrl }: ContactPageProps) {
  return (
    <div className="content-page content-grid-2">
      <ContactInfo />
      <ContactForm apiUrl={apiUrl} />
    </div>
  );
}
