import type { Language } from '@shop/contracts';
import { loadTexts, type Texts } from '@shop/ui';
import en from '../../../locales/en/pages.json';

/** The i18n namespace of the content pages' own texts (about, FAQs, blog, compare, sizing…). */
export const PAGES_NAMESPACE = 'pages';

/**
 * They come with the pages' code, not with the shell's boot: no other page pays for them.
 * English (the fallback) is in the pages' chunk; another language is fetched when shown.
 */
export const pageTexts: Texts = {
  en: { pages: en },
  es: () => import('../../../locales/es/pages.json').then((m) => ({ pages: m.default })),
  pt: () => import('../../../locales/pt/pages.json').then((m) => ({ pages: m.default })),
};

/** Makes the content pages' texts in `language` available; awaited before a page renders. */
export const loadPageTexts = (language: Language) =>
  loadTexts(PAGES_NAMESPACE, pageTexts, language);
