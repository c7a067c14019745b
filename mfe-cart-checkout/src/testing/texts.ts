/** This app's texts in every language, built in: a test renders in any at once. */
import en from '../../locales/en/checkout.json';
import es from '../../locales/es/checkout.json';
import pt from '../../locales/pt/checkout.json';

export const allTexts = { en: { checkout: en }, es: { checkout: es }, pt: { checkout: pt } };
