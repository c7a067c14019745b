import en from '../../../../locales/en/content.json';
import es from '../../../../locales/es/content.json';
import pt from '../../../../locales/pt/content.json';

/** Every language of the content namespace at once, for the tests. */
export const contentResources = { en, es, pt } as const;
