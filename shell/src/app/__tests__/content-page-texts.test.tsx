import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import esContent from '../../../locales/es/content.json';
import esPages from '../../../locales/es/pages.json';
import ptPages from '../../../locales/pt/pages.json';
import { initI18n } from '../i18n';
import { renderShell } from '../../testing/render-shell';
import { PAGES_NAMESPACE } from '../../features/static-pages/texts';

describe("the content pages' texts", () => {
  it('are not part of the boot', () => {
    initI18n('en');
    expect(i18next.hasResourceBundle('en', 'content')).toBe(true);
    expect(i18next.hasResourceBundle('en', PAGES_NAMESPACE)).toBe(false);
  });

  it("load with the page, in the page's language only, and follow a language switch", async () => {
    renderShell({ route: '/about', language: 'es', pageTexts: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: esPages.about.heading }),
    ).toBeInTheDocument();
    expect(i18next.hasResourceBundle('en', PAGES_NAMESPACE)).toBe(false);
    expect(i18next.hasResourceBundle('pt', PAGES_NAMESPACE)).toBe(false);
    // What every page shows stays with the boot: the header's blog menu.
    expect(screen.getByRole('button', { name: esContent.blogMenu.label })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'pt' } });
    expect(
      await screen.findByRole('heading', { level: 2, name: ptPages.about.heading }),
    ).toBeInTheDocument();
  });
});
