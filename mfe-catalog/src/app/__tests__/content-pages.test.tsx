import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { TEST_API_URL } from '@shop/testing';
import esPages from '../../../locales/es/pages.json';
import AboutPage, { load, loadTexts } from '../../pages/about-page';

describe('a content page module', () => {
  it("brings its texts in the page's language only, and renders in it", async () => {
    render(
      <MemoryRouter>
        <AboutPage session={null} theme="light" apiUrl={TEST_API_URL} />
      </MemoryRouter>,
    );
    // As the shell switches it: the page's texts first, then the one i18next instance.
    await act(async () => {
      await loadTexts('es');
      await i18next.changeLanguage('es');
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: esPages.about.heading }),
    ).toBeInTheDocument();
    expect(i18next.hasResourceBundle('es', 'pages')).toBe(true);
    expect(i18next.hasResourceBundle('pt', 'pages')).toBe(false);
  });

  afterAll(() => act(() => void i18next.changeLanguage('en')));

  it('has no data for the shell’s server to fetch', async () => {
    await expect(
      load({ url: '/about', language: 'en', signedIn: false, apiUrl: TEST_API_URL }),
    ).resolves.toEqual({});
  });
});
