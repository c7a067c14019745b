import { describeTranslations } from '@shop/testing';
import enPages from '../../../../locales/en/pages.json';
import esPages from '../../../../locales/es/pages.json';
import ptPages from '../../../../locales/pt/pages.json';

describeTranslations('pages', { en: enPages, es: esPages, pt: ptPages });

describe('content page locales', () => {
  it('keeps the exact texts of the specification in English', () => {
    expect(enPages.singleBlog.replyTitle).toBe('Leave a Reply');
    expect(enPages.contact.hoursWeek).toBe('Mon-Fri 8AM-6AM');
    expect(enPages.contact.hoursSunday).toBe('Sunday closed');
    expect(Object.values(enPages.faqs.tabs)).toEqual([
      'Getting Started',
      'Pricing & Plans',
      'Sales Question',
      'Usage Guides',
      'General Guide',
    ]);
  });
});
