import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProduct, setupApiServer } from '@shop/testing';
import { collectToasts, paged, renderAdmin } from '../../../testing/render-admin';

const api = setupApiServer({
  'GET /admin/categories': { body: { categories: [] } },
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/products': { body: paged('products', [buildProduct({ title: 'Old One' })]) },
  'POST /admin/products': (req) => ({ status: 201, body: buildProduct(req.body as object) }),
});

// Each test numbers its uploads from 1.
beforeEach(() => {
  let uploads = 0;
  api.on({
    'POST /admin/uploads': () => ({
      status: 201,
      body: { url: `/api/images/upload-${++uploads}.png` },
    }),
  });
});

const image = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The fields of one language's group in the dialog. */
const inLanguage = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name }));
const english = (dialog: HTMLElement) => inLanguage(dialog, 'English (required)');

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Products' }));
  return screen.getByRole('dialog', { name: 'Add Product' });
}

describe('Add Products modal', () => {
  it('starts from the spec defaults and type options', async () => {
    renderAdmin('/admin/products');
    const dialog = await openModal();
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('T-Shirt');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'T-Shirt',
      'Bags',
      'Shoes',
      'Women Clothes',
      'Medical Equipment',
      'Grocery',
      'Electronics',
      'Furniture',
      'Jewelry',
    ]);
    for (const flag of ['Offer', 'Discount', 'On sale', 'New product']) {
      expect(within(dialog).getByRole('checkbox', { name: flag })).toBeChecked();
    }
    for (const n of ['Old price', 'New price', 'Discount off (%)']) {
      expect(within(dialog).getByRole('spinbutton', { name: n })).toHaveValue(0);
    }
    expect(within(dialog).getByLabelText('Image')).toHaveFocus();
    for (const file of ['Image', 'Hover image']) {
      expect(within(dialog).getByLabelText(file)).toHaveAttribute('accept', 'image/*');
    }
    expect(english(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(english(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('refuses a product without both images, even with a title', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/products');
    const dialog = await openModal();
    await userEvent.type(english(dialog).getByRole('textbox', { name: 'Title' }), 'Wool Hat');
    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'File Uploaded!!', variant: 'success' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(toasts).toContainEqual({ message: 'Please upload file!!', variant: 'warning' });
    expect(toasts).toContainEqual({ message: 'Fillup the form', variant: 'error' });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/products')).toBe(false);
  });

  it('refuses a product without a title, even with both images', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/products');
    const dialog = await openModal();
    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await userEvent.upload(within(dialog).getByLabelText('Hover image'), image('b.png'));
    await waitFor(() => expect(within(dialog).getAllByText('Image uploaded')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(toasts).toContainEqual({ message: 'Fillup the form', variant: 'error' });
    expect(toasts).not.toContainEqual(expect.objectContaining({ message: 'Please upload file!!' }));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/products')).toBe(false);
  });

  it('creates the product with the uploaded images, then closes and resets', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/products');
    await screen.findByRole('article', { name: 'Old One' });
    const dialog = await openModal();
    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await userEvent.upload(within(dialog).getByLabelText('Hover image'), image('b.png'));
    await userEvent.type(english(dialog).getByRole('textbox', { name: 'Title' }), 'Wool Hat');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type' }),
      'jewelry',
    );
    const price = within(dialog).getByRole('spinbutton', { name: 'New price' });
    await userEvent.clear(price);
    await userEvent.type(price, '12.5');
    await waitFor(() => expect(within(dialog).getAllByText('Image uploaded')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upload = api.calls.find((c) => c.path === '/admin/uploads');
    expect(upload?.body).toBeInstanceOf(FormData);
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/admin/products');
    expect(created?.body).toMatchObject({
      title: 'Wool Hat',
      type: 'jewelry',
      imageUrl: '/api/images/upload-1.png',
      imageHoverUrl: '/api/images/upload-2.png',
      newPrice: 12.5,
      oldPrice: 0,
      offer: true,
      onSale: true,
      newProduct: true,
      discount: true,
    });
    expect(toasts).toContainEqual({ message: 'Product created', variant: 'success' });
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/admin/products' && c.method === 'GET'),
      ).toHaveLength(2),
    );

    const reopened = await openModal();
    expect(english(reopened).getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('takes the name and descriptions in each language, marking the ones left in English', async () => {
    renderAdmin('/admin/products');
    const dialog = await openModal();
    const marker = 'Not translated: shoppers see the English text.';
    const spanish = within(dialog).getByRole('group', { name: 'Spanish' });
    const portuguese = within(dialog).getByRole('group', { name: 'Portuguese' });
    expect(spanish).toHaveAccessibleDescription(marker);
    expect(portuguese).toHaveAccessibleDescription(marker);
    expect(english(dialog).getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(within(spanish).getByRole('textbox', { name: 'Title' })).not.toBeRequired();

    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await userEvent.upload(within(dialog).getByLabelText('Hover image'), image('b.png'));
    await userEvent.type(english(dialog).getByRole('textbox', { name: 'Title' }), 'Wool Hat');
    const summary = english(dialog).getByRole('textbox', { name: 'Short description' });
    await userEvent.type(summary, 'Warm');
    await userEvent.type(within(spanish).getByRole('textbox', { name: 'Title' }), 'Gorro');
    await userEvent.type(
      within(spanish).getByRole('textbox', { name: 'Short description' }),
      'Suave',
    );
    expect(spanish).not.toHaveAccessibleDescription(marker);
    expect(within(spanish).queryByText(marker)).not.toBeInTheDocument();
    expect(portuguese).toHaveAccessibleDescription(marker);

    await waitFor(() => expect(within(dialog).getAllByText('Image uploaded')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/admin/products');
    expect(created?.body).toMatchObject({
      title: 'Wool Hat',
      summary: 'Warm',
      translations: {
        es: { title: 'Gorro', summary: 'Suave', description: '' },
        pt: { title: '', summary: '', description: '' },
      },
    });
  });

  it('refuses a translation with a description but no name', async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/products');
    const dialog = await openModal();
    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await userEvent.upload(within(dialog).getByLabelText('Hover image'), image('b.png'));
    await userEvent.type(english(dialog).getByRole('textbox', { name: 'Title' }), 'Wool Hat');
    await userEvent.type(
      inLanguage(dialog, 'Portuguese').getByRole('textbox', { name: 'Description' }),
      'Quente',
    );
    await waitFor(() => expect(within(dialog).getAllByText('Image uploaded')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(toasts).toContainEqual({ message: 'A translation needs its name', variant: 'error' });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/products')).toBe(false);
  });

  it("holds the API's limits through the contract's rules, saying which field is wrong", async () => {
    const toasts = collectToasts();
    renderAdmin('/admin/products');
    const dialog = await openModal();
    await userEvent.upload(within(dialog).getByLabelText('Image'), image('a.png'));
    await userEvent.upload(within(dialog).getByLabelText('Hover image'), image('b.png'));
    await userEvent.type(english(dialog).getByRole('textbox', { name: 'Title' }), 'Wool Hat');
    const discount = within(dialog).getByRole('spinbutton', { name: 'Discount off (%)' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '101');
    await waitFor(() => expect(within(dialog).getAllByText('Image uploaded')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(discount).toHaveAccessibleDescription('Enter a percentage from 0 to 100.');
    expect(discount).toHaveFocus();
    expect(toasts).toContainEqual({ message: 'Fillup the form', variant: 'error' });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/products')).toBe(false);
  });

  it('closes from the close icon and from Cancel', async () => {
    renderAdmin('/admin/products');
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Products' })).toHaveFocus();
    await userEvent.click(within(await openModal()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
