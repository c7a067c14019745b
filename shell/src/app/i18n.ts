import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, type Language } from '@shop/contracts';
import enCommon from '../../locales/en/common.json';
import { CONTENT_NAMESPACE, contentEn } from '../lib/content-i18n';

type Bundles = { common: object; [CONTENT_NAMESPACE]: object };

/**
 * Only the active language's texts load: English (the fallback) is built in, another language
 * is a chunk of its own fetched when it is chosen (the shell's server preloads it for the page).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Bundles>> = {
  es: () => import(/* webpackChunkName: "locale-es" */ './locale-es').then((m) => m.default),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './locale-pt').then((m) => m.default),
};

/** The one i18next instance (a federation singleton): remotes add their namespaces to it. */
export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    ...i18nOptions(language, ['common', CONTENT_NAMESPACE], {
      en: { common: enCommon, [CONTENT_NAMESPACE]: contentEn },
    }),
    // Only English is bundled: the other languages are added when chosen (loadLanguage).
    partialBundledLanguages: true,
  });
  return i18next;
}

/** Makes a language's texts available (at once for English or one already loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return;
  const bundles = await LOADERS[language]();
  i18next.addResourceBundle(language, 'common', bundles.common, true, true);
  i18next.addResourceBundle(language, CONTENT_NAMESPACE, bundles[CONTENT_NAMESPACE], true, true);
}
