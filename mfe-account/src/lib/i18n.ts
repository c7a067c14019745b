import type { Language } from '@shop/contracts';
import { loadTexts as load, type Texts } from '@shop/ui';
import en from '../../locales/en/account.json';

export const NAMESPACE = 'account';
/** English (the fallback) is built in; another language is fetched when a page shows it. */
export const resources: Texts = {
  en: { account: en },
  es: () => import('../../locales/es/account.json').then((texts) => ({ account: texts.default })),
  pt: () => import('../../locales/pt/account.json').then((texts) => ({ account: texts.default })),
};

/** What each exposed module exports as `loadTexts` (see @shop/ui). */
export const loadTexts = (language: Language) => load(NAMESPACE, resources, language);
