import { MESSAGES } from '@shop/contracts';
import { describeTranslations } from '@shop/testing';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import pt from '../../../locales/pt/common.json';

describeTranslations('common', { en, es, pt });

describe('the common namespace', () => {
  it('holds the validation texts of the contract', () => {
    expect(MESSAGES).toMatchObject(en.validation);
  });

  it("keeps the spec's exact English toasts", () => {
    expect(en.toast).toEqual({
      loginSuccessful: 'login: successful',
      logoutSuccessful: 'logout: successful',
      settingsApiError: 'user settings: api error',
      expiredToken: 'Expired token',
      sessionEnded: 'Your session has ended. Please log in again.',
    });
  });
});
