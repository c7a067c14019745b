import en from '../../locales/en/content.json';

/** The i18n namespace of the static content pages, footer and panels. */
export const CONTENT_NAMESPACE = 'content';

/** English, the fallback, always at hand; another language is loaded when it is chosen. */
export const contentEn = en;
