import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProduct, setupApiServer, type SentRequest } from '@shop/testing';
import { collectToasts, paged, renderAdmin } from '../../../testing/render-admin';

const shirt = buildProduct({
  id: 1,
  title: 'Linen Shirt',
  description: 'A light shirt',
  onSale: true,
  new: true,
  discount: true,
  isDiscount: true,
  discountOff: 20,
  oldPrice: 25,
  newPrice: 20,
  stock: 4,
  categories: [{ id: 3, title: 'Shirts' }],
});
const bag = buildProduct({ id: 2, title: 'Canvas Bag', type: 'Bags' });

/** The catalogue's pages by search text. */
const pages: Record<string, ReturnType<typeof buildProduct>[]> = { '': [shirt, bag], bag: [bag] };

const api = setupApiServer({
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/categories': { body: { categories: [] } },
  'GET /categories-containing-products': {
    body: [
      {
        item: { id: 3, title: 'Shirts' },
        children: [{ item: { id: 4, title: 'Polo' }, children: [] }],
      },
    ],
  },
  'GET /admin/products': (req: SentRequest) => {
    const q = req.query.get('q') ?? '';
    const page = Number(req.query.get('pageNumber'));
    return { body: paged('products', pages[q] ?? [], page, 3) };
  },
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('Products', () => {
  it('shows the grid of cards with price and tags', async () => {
    renderAdmin('/admin/products');
    await screen.findByRole('article', { name: 'Linen Shirt' });
    const shirtCard = card('Linen Shirt');
    expect(within(shirtCard).getByText('Sale!')).toBeInTheDocument();
    expect(within(shirtCard).getByText('New!')).toBeInTheDocument();
    expect(within(shirtCard).getByText('20.00 ₿')).toBeInTheDocument();
    expect(within(shirtCard).getByText('25.00 ₿')).toBeInTheDocument();
    expect(within(card('Canvas Bag')).queryByText('Sale!')).not.toBeInTheDocument();
    expect(within(shirtCard).getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute(
      'src',
      shirt.imageUrl,
    );
    const hover = within(shirtCard).getByRole('presentation', { hidden: true });
    expect(hover).toHaveAttribute('src', shirt.imageHoverUrl);
  });

  it('searches once typing pauses, and pages through the catalogue', async () => {
    renderAdmin('/admin/products');
    await screen.findByRole('article', { name: 'Linen Shirt' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('pageNumber')).toBe('2'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'bag');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Linen Shirt' })).not.toBeInTheDocument(),
    );
    const last = api.calls.filter((c) => c.path === '/admin/products').at(-1);
    expect(last?.query.get('q')).toBe('bag');
    expect(last?.query.get('pageNumber')).toBe('1');
    expect(api.calls.some((c) => ['b', 'ba'].includes(c.query.get('q') ?? ''))).toBe(false);
  });

  it('views a product in its dialog, with the real stock', async () => {
    renderAdmin('/admin/products');
    const view = await screen.findByRole('button', { name: 'View Linen Shirt' });
    await userEvent.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Linen Shirt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute(
      'src',
      shirt.imageUrl,
    );
    expect(within(dialog).getByText('Sale!')).toBeInTheDocument();
    expect(within(dialog).getByText('New!')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Linen Shirt', level: 3 })).toBeVisible();
    expect(within(dialog).getByText('25.00 ₿')).toBeInTheDocument();
    expect(within(dialog).getByText('20.00 ₿')).toBeInTheDocument();
    expect(within(dialog).getByText('20% off')).toBeInTheDocument();
    expect(within(dialog).getByText('A light shirt')).toBeInTheDocument();
    expect(within(dialog).getByText('In stock (4 items)')).toBeInTheDocument();
    expect(within(dialog).getByText('T-Shirt')).toBeInTheDocument();
    expect(within(dialog).getByText('Shirts')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('opens and closes the view and edit dialogs independently', async () => {
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen Shirt' }));
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Linen Shirt' }));
    expect(screen.getByRole('dialog', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument();
  });

  it('saves an edit through the API', async () => {
    const toasts = collectToasts();
    api.on({ 'PUT /admin/products/1': (req) => ({ body: { ...shirt, ...(req.body as object) } }) });
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen Shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    const english = within(within(dialog).getByRole('group', { name: 'English (required)' }));
    expect(english.getByRole('textbox', { name: 'Description' })).toHaveValue('A light shirt');
    expect(within(dialog).getByRole('textbox', { name: 'Unit' })).toHaveValue('piece');
    expect(within(dialog).getByRole('spinbutton', { name: 'Price' })).toHaveValue(25);
    expect(within(dialog).getByRole('spinbutton', { name: 'Discount In Percent' })).toHaveValue(20);
    expect(within(dialog).getByRole('spinbutton', { name: 'Product Quantity' })).toHaveValue(4);
    const type = within(dialog).getByRole('combobox', { name: 'Product Type' });
    expect(type).toHaveValue('T-Shirt');
    expect(within(type).getAllByRole('option')[0]).toHaveTextContent('Product Type');
    expect(within(dialog).getByRole('listbox', { name: 'Categories' })).toHaveValue(['3']);
    const name = english.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Linen Shirt Pro');
    const price = within(dialog).getByRole('spinbutton', { name: 'Sale Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '18.5');
    await userEvent.selectOptions(within(dialog).getByRole('listbox', { name: 'Categories' }), [
      '4',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      title: 'Linen Shirt Pro',
      newPrice: 18.5,
      categoryIds: [3, 4],
    });
    expect(toasts).toContainEqual({ message: 'Product updated', variant: 'success' });
  });

  it("names each product in the staff member's language, in English where it has no translation", async () => {
    const translated = {
      ...shirt,
      translations: {
        es: { title: 'Camisa de lino', summary: '', description: 'Una camisa ligera' },
        pt: null,
      },
    };
    pages[''] = [translated, bag];
    try {
      renderAdmin('/admin/products', { language: 'es' });
      const camisa = await screen.findByRole('article', { name: 'Camisa de lino' });
      expect(within(camisa).getByRole('img', { name: 'Camisa de lino' })).toBeInTheDocument();
      expect(
        within(camisa).getByRole('button', { name: 'Editar Camisa de lino' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Canvas Bag' })).toBeInTheDocument();
      expect(screen.queryByText('Linen Shirt')).not.toBeInTheDocument();
    } finally {
      pages[''] = [shirt, bag];
    }
  });

  it('edits the translations, marking the language left in English', async () => {
    const translated = {
      ...shirt,
      translations: {
        es: { title: 'Camisa de lino', summary: '', description: 'Una camisa ligera' },
        pt: null,
      },
    };
    pages[''] = [translated, bag];
    api.on({
      'PUT /admin/products/1': (req) => ({ body: { ...translated, ...(req.body as object) } }),
    });
    try {
      renderAdmin('/admin/products');
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen Shirt' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
      const spanish = within(dialog).getByRole('group', { name: 'Spanish' });
      const portuguese = within(dialog).getByRole('group', { name: 'Portuguese' });
      expect(within(spanish).getByRole('textbox', { name: 'Name' })).toHaveValue('Camisa de lino');
      expect(within(spanish).getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Una camisa ligera',
      );
      const marker = 'Not translated: shoppers see the English text.';
      expect(spanish).not.toHaveAccessibleDescription(marker);
      expect(portuguese).toHaveAccessibleDescription(marker);
      await userEvent.type(within(portuguese).getByRole('textbox', { name: 'Name' }), 'Linho');
      expect(portuguese).not.toHaveAccessibleDescription(marker);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        title: 'Linen Shirt',
        translations: {
          es: { title: 'Camisa de lino', summary: '', description: 'Una camisa ligera' },
          pt: { title: 'Linho', summary: '', description: '' },
        },
      });
    } finally {
      pages[''] = [shirt, bag];
    }
  });

  it('deletes only after confirmation', async () => {
    api.on({ 'DELETE /admin/products/2': { status: 204 } });
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Canvas Bag' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete product' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Canvas Bag' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/admin/products/2')).toBe(
        true,
      ),
    );
  });

  it('puts a refused delete back in the grid', async () => {
    const toasts = collectToasts();
    api.on({ 'DELETE /admin/products/2': { status: 409, body: { error: 'Product has orders' } } });
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Canvas Bag' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Product has orders', variant: 'error' }),
    );
    expect(await screen.findByRole('article', { name: 'Canvas Bag' })).toBeInTheDocument();
  });
});
