import { describeTranslations } from '@shop/testing';
import en from '../../../../locales/en/content.json';
import es from '../../../../locales/es/content.json';
import pt from '../../../../locales/pt/content.json';
import enPages from '../../../../locales/en/pages.json';
import esPages from '../../../../locales/es/pages.json';
import ptPages from '../../../../locales/pt/pages.json';

describeTranslations('content', { en, es, pt });
describeTranslations('pages', { en: enPages, es: esPages, pt: ptPages });

describe('content locales', () => {
  it('keeps the exact texts of the specification in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.home).toBe('Go to Home');
    expect(enPages.singleBlog.replyTitle).toBe('Leave a Reply');
    expect(en.contact.hoursWeek).toBe('Mon-Fri 8AM-6AM');
    expect(en.contact.hoursSunday).toBe('Sunday closed');
    expect(Object.values(enPages.faqs.tabs)).toEqual([
      'Getting Started',
      'Pricing & Plans',
      'Sales Question',
      'Usage Guides',
      'General Guide',
    ]);
  });
});
