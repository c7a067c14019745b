import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { AdminCategory, CategoryNode } from '@shop/contracts';
import { buildProduct, setupApiServer, type SentRequest } from '@shop/testing';
import { paged, renderAdmin } from '../../../testing/render-admin';

const api = setupApiServer();

const NAMES = {
  en: ['Fashion', 'Bags'],
  es: ['Moda', 'Bolsos'],
  pt: ['Moda', 'Bolsas'],
} as const;

const tree = (lang: keyof typeof NAMES): CategoryNode[] => [
  {
    item: { id: 1, title: NAMES[lang][0] },
    children: [{ item: { id: 4, title: NAMES[lang][1] }, children: [] }],
  },
];

const CATEGORIES: AdminCategory[] = [
  { id: 1, parentId: null, title: 'Fashion', titleEs: 'Moda', titlePt: 'Moda' },
  { id: 4, parentId: 1, title: 'Bags', titleEs: 'Bolsos', titlePt: 'Bolsas' },
];

const bag = buildProduct({ id: 2, title: 'Canvas Bag', categories: [{ id: 4, title: 'Bags' }] });

function openProducts(language: 'es' | 'pt') {
  api.on({
    'GET /admin/notifications': { body: { items: [] } },
    'GET /admin/products': { body: paged('products', [bag], 1, 1) },
    'GET /admin/categories': { body: { categories: CATEGORIES } },
    'GET /categories-containing-products': (req: SentRequest) => ({
      body: tree((req.query.get('lang') ?? 'en') as keyof typeof NAMES),
    }),
  });
  renderAdmin('/admin/products', { language });
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe("the back-office's category names in the staff member's language", () => {
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it('asks for the picker in Spanish and again in Portuguese after a switch', async () => {
    const user = userEvent.setup();
    openProducts('es');
    await user.click(await screen.findByRole('button', { name: 'Editar Canvas Bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar producto' });
    const picker = within(dialog).getByRole('listbox', { name: 'Categorías' });
    await waitFor(() => expect(optionNames(picker)).toEqual(['Moda', '— Bolsos']));
    expect(within(picker).getByRole('option', { name: '— Bolsos' })).toHaveProperty(
      'selected',
      true,
    );

    await act(() => i18next.changeLanguage('pt'));
    await waitFor(() => expect(optionNames(picker)).toEqual(['Moda', '— Bolsas']));
    const asked = api.calls
      .filter((c) => c.path === '/categories-containing-products')
      .map((c) => c.query.get('lang'));
    expect(asked).toEqual(expect.arrayContaining(['es', 'pt']));
    expect(asked).not.toContain(null);
  });

  it('names the categories of the View dialog and of the names editor in Portuguese', async () => {
    const user = userEvent.setup();
    openProducts('pt');
    const names = await screen.findByRole('region', { name: 'Nomes das categorias' });
    const pick = await within(names).findByRole('combobox', { name: 'Categoria' });
    expect(optionNames(pick)).toEqual(['Moda', '— Bolsas']);

    await user.click(await screen.findByRole('button', { name: 'Ver Canvas Bag' }));
    const view = screen.getByRole('dialog', { name: 'Canvas Bag' });
    await waitFor(() =>
      expect(within(view).getByText('Categorias').nextSibling).toHaveTextContent('Bolsas'),
    );
    expect(within(view).queryByText('Bags')).not.toBeInTheDocument();
  });
});
