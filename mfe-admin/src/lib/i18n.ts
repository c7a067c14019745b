import type { Language } from '@shop/contracts';
import { loadTexts as load, type Texts } from '@shop/ui';
import en from '../../locales/en/admin.json';

export const NAMESPACE = 'admin';
/** English (the fallback) is built in; another language is fetched when a page shows it. */
export const resources: Texts = {
  en: { admin: en },
  es: () => import('../../locales/es/admin.json').then((texts) => ({ admin: texts.default })),
  pt: () => import('../../locales/pt/admin.json').then((texts) => ({ admin: texts.default })),
};

/** What each exposed module exports as `loadTexts` (see @shop/ui). */
export const loadTexts = (language: Language) => load(NAMESPACE, resources, language);
