import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { setupApiServer } from '@shop/testing';
import type { CategoryNode, Language } from '@shop/contracts';
import { renderCatalog } from '../../../testing/render-catalog';
import { CategoryBanners } from '../components/category-banners';
import { categoryLanguage } from '../../../lib/use-categories';

const api = setupApiServer();

const NAMES: Record<string, [string, string]> = {
  en: ['Fashion', 'Electronics'],
  es: ['Moda', 'Electrónica'],
  pt: ['Moda', 'Eletrônicos'],
};

/** Answers the tree in the language the request asks for, as the API does. */
function localizedApi() {
  return api.on({
    'GET /categories-containing-products': (request) => {
      const [top, second] = NAMES[request.query.get('lang') ?? 'en']!;
      const tree: CategoryNode[] = [
        { item: { id: 1, title: top }, children: [] },
        { item: { id: 2, title: second }, children: [] },
      ];
      return { body: tree };
    },
  });
}

describe('category names in the active language', () => {
  afterEach(() => act(() => void i18next.changeLanguage('en')));

  it.each<[Language, string]>([
    ['es', 'Comprar Electrónica'],
    ['pt', 'Comprar Eletrônicos'],
  ])('the home banners ask for and show the %s names', async (language, link) => {
    const api = localizedApi();
    renderCatalog(<CategoryBanners />, { language });
    expect(await screen.findByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByText(/Electronics/)).not.toBeInTheDocument();
    const urls = api.calls.map(({ url }) => url);
    expect(urls).toEqual([
      expect.stringMatching(`/categories-containing-products\\?lang=${language}$`),
    ]);
  });

  it('fetches the names again when the language changes', async () => {
    localizedApi();
    renderCatalog(<CategoryBanners />, { language: 'es' });
    const region = screen.getByRole('region');
    expect(await within(region).findByRole('heading', { name: 'Electrónica' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pt'));
    expect(await within(region).findByRole('heading', { name: 'Eletrônicos' })).toBeInTheDocument();
    expect(within(region).queryByText('Electrónica')).not.toBeInTheDocument();
  });

  it('asks for English for a language the API does not name', () => {
    expect(categoryLanguage('es-MX')).toBe('es');
    expect(categoryLanguage('pt')).toBe('pt');
    expect(categoryLanguage('fr')).toBe('en');
    expect(categoryLanguage(undefined)).toBe('en');
  });
});
