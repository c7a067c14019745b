import i18next from 'i18next';
import { initI18n, loadLanguage } from '../i18n';

describe("the shell's texts", () => {
  it('start with English only, and load another language when it is chosen', async () => {
    initI18n('en');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('es', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('pt', 'content')).toBe(false);
    await loadLanguage('es');
    expect(i18next.hasResourceBundle('es', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('es', 'content')).toBe(true);
    expect(i18next.hasResourceBundle('pt', 'common')).toBe(false);
    await i18next.changeLanguage('es');
    expect(i18next.t('nav.home')).toBe('Inicio');
  });
});
