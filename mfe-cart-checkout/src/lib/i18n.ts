import type { Resource } from 'i18next';
import en from '../../locales/en/checkout.json';
import es from '../../locales/es/checkout.json';
import pt from '../../locales/pt/checkout.json';

export const NAMESPACE = 'checkout';
export const resources: Resource = {
  en: { checkout: en },
  es: { checkout: es },
  pt: { checkout: pt },
};
