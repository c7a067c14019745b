import type { Resource } from 'i18next';
import en from '../../locales/en/admin.json';
import es from '../../locales/es/admin.json';
import pt from '../../locales/pt/admin.json';

export const NAMESPACE = 'admin';
export const resources: Resource = { en: { admin: en }, es: { admin: es }, pt: { admin: pt } };
