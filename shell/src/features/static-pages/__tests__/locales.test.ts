import { describeTranslations } from '@shop/contracts/testing';
import en from '../../../../locales/en/content.json';
import es from '../../../../locales/es/content.json';
import pt from '../../../../locales/pt/content.json';

describeTranslations('content', { en, es, pt });

describe('content locales', () => {
  it('keeps the exact texts of the specification in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.home).toBe('Go to Home');
    expect(en.singleBlog.replyTitle).toBe('Leave a Reply');
    expect(en.contact.hoursWeek).toBe('Mon-Fri 8AM-6AM');
    expect(en.contact.hoursSunday).toBe('Sunday closed');
    expect(Object.values(en.faqs.tabs)).toEqual([
      'Getting Started',
      'Pricing & Plans',
      'Sales Question',
      'Usage Guides',
      'General Guide',
    ]);
  });
});
