import en from '../../../locales/en/content.json';
import es from '../../../locales/es/content.json';
import pt from '../../../locales/pt/content.json';

/** The i18n namespace of the static content pages, footer and panels. */
export const CONTENT_NAMESPACE = 'content';

/** Resources to register on the shell's i18next instance (`addResourceBundle` per language). */
export const contentResources = { en, es, pt } as const;
