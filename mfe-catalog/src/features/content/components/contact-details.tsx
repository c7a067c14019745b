import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

/** The shop's sample contact details, shared by the contact page and the footer. */
const CONTACT = {
  phone: '+1 (415) 555-0134',
  email: 'support@shop.example',
  fax: '+1 (415) 555-0135',
} as const;

export interface ContactDetailsProps {
  withFax?: boolean;
}

/** Address, phone, e-mail (and fax) as a description list. */
export function ContactDetails({ withFax = false }: ContactDetailsProps) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <dl className="catalog-content-details">
      <dt>{t('contact.address')}</dt>
      <dd>
        <address>{t('contact.addressValue')}</address>
      </dd>
      <dt>{t('contact.phone')}</dt>
      <dd>
        <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
      </dd>
      <dt>{t('contact.email')}</dt>
      <dd>
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
      </dd>
      {withFax ? (
        <>
          <dt>{t('contact.fax')}</dt>
          <dd>{CONTACT.fax}</dd>
        </>
      ) : null}
    </dl>
  );
}
