import { MESSAGES } from '@shop/contracts';
import { describeTranslations } from '@shop/testing';
import en from '../../../locales/en/checkout.json';
import es from '../../../locales/es/checkout.json';
import pt from '../../../locales/pt/checkout.json';

describeTranslations('checkout', { en, es, pt });

describe('the English validation messages', () => {
  it('are exactly the messages of the contract', () => {
    expect(MESSAGES).toMatchObject(en.validation);
  });
});
