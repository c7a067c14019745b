import type { Resource } from 'i18next';
import en from '../../locales/en/account.json';
import es from '../../locales/es/account.json';
import pt from '../../locales/pt/account.json';

export const NAMESPACE = 'account';
export const resources: Resource = {
  en: { account: en },
  es: { account: es },
  pt: { account: pt },
};
