import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer, type SentRequest } from '@shop/testing';
import type { AdminCategory } from '@shop/contracts';
import { collectToasts, paged, renderAdmin } from '../../../testing/render-admin';

const api = setupApiServer();

const CATEGORIES: AdminCategory[] = [
  { id: 1, parentId: null, title: 'Fashion', titleEs: 'Moda', titlePt: 'Moda' },
  { id: 4, parentId: 1, title: 'Bags', titleEs: 'Bolsos', titlePt: '' },
];

function categoriesApi() {
  const saved: unknown[] = [];
  let categories = CATEGORIES;
  api.on({
    'GET /admin/notifications': { body: { items: [] } },
    'GET /categories-containing-products': { body: [] },
    'GET /admin/products': { body: paged('products', [], 1, 3) },
    'GET /admin/categories': () => ({ body: { categories } }),
    'PUT /admin/categories/4': (req: SentRequest) => {
      saved.push(req.body);
      const names = req.body as Partial<AdminCategory>;
      categories = categories.map((c) => (c.id === 4 ? { ...c, ...names } : c));
      return { body: categories[1] };
    },
  });
  return { api, saved };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('category names in the back-office', () => {
  it('edits the English, Spanish and Portuguese names of a category', async () => {
    const { saved } = categoriesApi();
    const toasts = collectToasts();
    const user = userEvent.setup();
    renderAdmin('/admin/products');
    const names = await section('Category names');
    const pick = await within(names).findByRole('combobox', { name: 'Category' });
    expect(within(names).getByRole('textbox', { name: 'Name in English' })).toHaveValue('Fashion');
    await user.selectOptions(pick, '4');
    const es = within(names).getByRole('textbox', { name: 'Name in Spanish' });
    expect(es).toHaveValue('Bolsos');
    expect(within(names).getByRole('textbox', { name: 'Name in Portuguese' })).toHaveValue('');
    await user.clear(es);
    await user.type(es, 'Bolsos y mochilas');
    await user.type(within(names).getByRole('textbox', { name: 'Name in Portuguese' }), 'Bolsas');
    await user.click(within(names).getByRole('button', { name: 'Save names' }));
    await waitFor(() =>
      expect(saved).toEqual([{ title: 'Bags', titleEs: 'Bolsos y mochilas', titlePt: 'Bolsas' }]),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Category names saved.' })),
    );
    // The form shows what the API now holds.
    await waitFor(() =>
      expect(within(names).getByRole('textbox', { name: 'Name in Portuguese' })).toHaveValue(
        'Bolsas',
      ),
    );
  });

  it('does not save without an English name', async () => {
    const { saved } = categoriesApi();
    const user = userEvent.setup();
    renderAdmin('/admin/products');
    const names = await section('Category names');
    const en = await within(names).findByRole('textbox', { name: 'Name in English' });
    await user.clear(en);
    await user.click(within(names).getByRole('button', { name: 'Save names' }));
    expect(saved).toEqual([]);
  });

  it('speaks Portuguese', async () => {
    categoriesApi();
    renderAdmin('/admin/products', { language: 'pt' });
    const names = await section('Nomes das categorias');
    expect(await within(names).findByRole('textbox', { name: 'Nome em português' })).toHaveValue(
      'Moda',
    );
  });
});
