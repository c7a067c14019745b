/**
 * The shop's content blocks shown by more than one app (the shell's footer, the catalogue's
 * content pages): contact details, social links and the newsletter form, and `useSend` for a form
 * sent to the content API. Each app gives its texts' namespace (the keys are the same in each:
 * `contact.*`, `social.*`, `newsletter.*`, `common.*`); the blocks bring their own stylesheet.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRMutation from 'swr/mutation';
import { errorText, newsletterRules, toast, type ApiClient } from '@shop/contracts';
// Through the package name: an app bundles the blocks, and the kit's shared copy serves the rest.
import { Field, useForm } from '@shop/ui';
import './content-blocks.css';

export interface ContentBlockProps {
  /** The app's namespace holding the block's texts. */
  ns: string;
}

/** The shop's sample contact details. */
const CONTACT = {
  phone: '+1 (415) 555-0134',
  email: 'support@shop.example',
  fax: '+1 (415) 555-0135',
} as const;

/** Address, phone, e-mail (and fax) as a description list. */
export function ContactDetails({ ns, withFax = false }: ContentBlockProps & { withFax?: boolean }) {
  const { t } = useTranslation(ns);
  return (
    <dl className="ui-details">
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

const NETWORKS = [
  { key: 'facebook', href: 'https://www.facebook.com/', mark: 'f' },
  { key: 'twitter', href: 'https://twitter.com/', mark: 't' },
  { key: 'instagram', href: 'https://www.instagram.com/', mark: 'i' },
  { key: 'youtube', href: 'https://www.youtube.com/', mark: 'y' },
] as const;

/** Links to the shop's social networks; they leave the site, so they say so. */
export function SocialLinks({ ns }: ContentBlockProps) {
  const { t } = useTranslation(ns);
  return (
    <ul className="ui-social" aria-label={t('social.title')}>
      {NETWORKS.map(({ key, href, mark }) => {
        const name = t(`social.${key}`);
        return (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={t('social.newWindow', { name })}
              className="ui-social-link"
            >
              <span aria-hidden="true">{mark}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A form sent to the shop's content API, with the outcome as a toast (`sentKey` names the
 * namespace's success text; a failure shows the server's text, or a translated one when it did
 * not answer). Its `trigger` answers true when the server stored the data and undefined when the
 * call failed, so the form resets itself only on success.
 */
export function useSend<Arg>(
  key: string,
  send: (api: ApiClient, arg: Arg) => Promise<unknown>,
  { ns, sentKey, api }: { ns: string; sentKey: string; api: ApiClient },
) {
  const { t } = useTranslation(ns);
  const sent = t(sentKey);
  return useSWRMutation(
    key,
    async (_key, { arg }: { arg: Arg }) => {
      await send(api, arg);
      return true;
    },
    {
      onSuccess: () => toast(sent, 'success'),
      onError: (error: unknown) => {
        const message = errorText(error, t('common.noAnswer'));
        toast(t('common.sendFailed', { error: message }), 'error');
      },
      throwOnError: false,
    },
  );
}

/** E-mail subscription stored through the newsletter endpoint. */
export function NewsletterForm({
  ns,
  api,
  label,
}: ContentBlockProps & {
  api: ApiClient;
  /** Accessible name of the form, so that two newsletter forms on a page stay distinct. */
  label?: string;
}) {
  const { t } = useTranslation(ns);
  const { trigger: subscribe, isMutating } = useSend(
    'newsletter',
    (client, email: string) => client.newsletter(email),
    { ns, sentKey: 'newsletter.subscribed', api },
  );
  const { values, bind, trySubmit, reset } = useForm({ email: '' }, { rules: newsletterRules });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    if (trySubmit() && (await subscribe(values.email.trim()))) reset();
  };

  return (
    <form
      className="ui-newsletter"
      aria-label={label ?? t('newsletter.title')}
      onSubmit={onSubmit}
      noValidate
    >
      <Field
        prefix="ui"
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        required
        {...bind('email')}
      />
      <button type="submit" className="ui-button" aria-disabled={isMutating || undefined}>
        {isMutating ? t('common.sending') : t('newsletter.submit')}
      </button>
    </form>
  );
}
