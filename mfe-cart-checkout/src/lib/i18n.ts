import type { Language } from '@shop/contracts';
import { loadTexts as load, type Texts } from '@shop/ui';
import en from '../../locales/en/checkout.json';

export const NAMESPACE = 'checkout';
/** English (the fallback) is built in; another language is fetched when a page shows it. */
export const resources: Texts = {
  en: { checkout: en },
  es: () => import('../../locales/es/checkout.json').then((texts) => ({ checkout: texts.default })),
  pt: () => import('../../locales/pt/checkout.json').then((texts) => ({ checkout: texts.default })),
};

/** What each exposed module exports as `loadTexts` (see @shop/ui). */
export const loadTexts = (language: Language) => load(NAMESPACE, resources, language);
