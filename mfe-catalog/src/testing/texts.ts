/** This app's texts in every language, built in: a test renders in any at once. */
import en from '../../locales/en/catalog.json';
import es from '../../locales/es/catalog.json';
import pt from '../../locales/pt/catalog.json';

export const allTexts = { en: { catalog: en }, es: { catalog: es }, pt: { catalog: pt } };
