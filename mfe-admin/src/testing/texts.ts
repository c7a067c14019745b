/** This app's texts in every language, built in: a test renders in any at once. */
import en from '../../locales/en/admin.json';
import es from '../../locales/es/admin.json';
import pt from '../../locales/pt/admin.json';

export const allTexts = { en: { admin: en }, es: { admin: es }, pt: { admin: pt } };
