import type { InitOptions, Resource } from 'i18next';
import { LANGUAGES } from './remotes';

/**
 * The one i18next setup of the shop, for the one shared instance: the shell's at boot, or a
 * remote's when it runs alone or in a test. The shop's languages with English as fallback, the
 * first namespace as default, no escaping (React escapes), ready synchronously.
 */
export function i18nOptions(
  language: string,
  namespaces: string[],
  resources: Resource = {},
): InitOptions {
  return {
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    ns: namespaces,
    defaultNS: namespaces[0],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  };
}
