import type { Language } from '@shop/contracts';
import { loadTexts as load, type Texts } from '@shop/ui';
import en from '../../locales/en/catalog.json';

export const NAMESPACE = 'catalog';
/** English (the fallback) is built in; another language is fetched when a page shows it. */
export const resources: Texts = {
  en: { catalog: en },
  es: () => import('../../locales/es/catalog.json').then((texts) => ({ catalog: texts.default })),
  pt: () => import('../../locales/pt/catalog.json').then((texts) => ({ catalog: texts.default })),
};

/** What each exposed module exports as `loadTexts` (see @shop/ui). */
export const loadTexts = (language: Language) => load(NAMESPACE, resources, language);
