import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, type Language } from '@shop/contracts';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import ptCommon from '../../locales/pt/common.json';
import { CONTENT_NAMESPACE, contentResources } from '../features/content';

export const shellResources = {
  en: { common: enCommon, [CONTENT_NAMESPACE]: contentResources.en },
  es: { common: esCommon, [CONTENT_NAMESPACE]: contentResources.es },
  pt: { common: ptCommon, [CONTENT_NAMESPACE]: contentResources.pt },
};

/** The one i18next instance (a federation singleton): remotes add their namespaces to it. */
export function initI18n(language: Language) {
  void i18next
    .use(initReactI18next)
    .init(i18nOptions(language, ['common', CONTENT_NAMESPACE], shellResources));
  return i18next;
}
