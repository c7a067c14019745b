/** This app's texts in every language, built in: a test renders in any at once. */
import en from '../../locales/en/account.json';
import es from '../../locales/es/account.json';
import pt from '../../locales/pt/account.json';

export const allTexts = { en: { account: en }, es: { account: es }, pt: { account: pt } };
