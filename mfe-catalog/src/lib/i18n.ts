import type { Resource } from 'i18next';
import en from '../../locales/en/catalog.json';
import es from '../../locales/es/catalog.json';
import pt from '../../locales/pt/catalog.json';

export const NAMESPACE = 'catalog';
export const resources: Resource = {
  en: { catalog: en },
  es: { catalog: es },
  pt: { catalog: pt },
};
