import { describeTranslations } from '@shop/testing';
import en from '../../../../locales/en/content.json';
import es from '../../../../locales/es/content.json';
import pt from '../../../../locales/pt/content.json';

describeTranslations('content', { en, es, pt });

describe('content locales', () => {
  it('keeps the exact texts of the specification in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.home).toBe('Go to Home');
  });
});
