import { MESSAGES } from '@shop/contracts';
import { describeTranslations } from '@shop/testing';
import en from '../../../locales/en/account.json';
import es from '../../../locales/es/account.json';
import pt from '../../../locales/pt/account.json';

describeTranslations('account', { en, es, pt });

describe('the English account texts', () => {
  it('keep the validation texts exactly those of the contract', () => {
    expect(MESSAGES).toMatchObject(en.validation);
  });
});
