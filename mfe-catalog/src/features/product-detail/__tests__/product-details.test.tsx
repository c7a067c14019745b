import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCart, buildProduct, networkError, recordEvents, setupApiServer } from '@shop/testing';
import type { Language } from '@shop/contracts';
import { renderCatalog } from '../../../testing/render-catalog';
import { ProductTemplate } from '../components/product-template';

const api = setupApiServer();

const bag = buildProduct({
  id: 21,
  title: 'Leather Bag',
  stock: 4,
  categories: [{ id: 3, title: 'Bags' }],
  images: [
    { image_url: '/img/hover.png', image_index: 1 },
    { image_url: '/img/side.png', image_index: 2 },
    { image_url: '/img/main.png', image_index: 0 },
  ],
});

function renderBag(language: Language = 'en', product = bag) {
  api.on({
    'GET /product/21': { body: product },
    'GET /related-products': { body: { products: [] } },
    'POST /cart/add-product': { body: buildCart([{ productId: 21, quantity: 1 }]) },
    'POST /product/21/view': {},
  });
  renderCatalog(<ProductTemplate />, { route: '/product/21', path: '/product/:id', language });
  return api;
}

const imagesBeside = (main: HTMLElement) => [
  ...(main.parentElement?.querySelectorAll('img') ?? []),
];

describe('the product page details', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('shows image index 0 as the main image and index 1 on hover, whatever their order', async () => {
    renderBag();
    const main = await screen.findByRole('img', { name: 'Leather Bag' });
    expect(main).toHaveAttribute('src', 'http://api.test/img/main.png');
    expect(main).toHaveAttribute('loading', 'eager');
    const [, hover] = imagesBeside(main);
    expect(hover).toHaveAttribute('src', 'http://api.test/img/hover.png');
    expect(hover).toHaveAttribute('alt', '');
    expect(hover).toHaveAttribute('loading', 'lazy');
  });

  it('shows another image from its thumbnail', async () => {
    const user = userEvent.setup();
    renderBag();
    const thumbs = await screen.findByRole('list', { name: 'Product images' });
    expect(within(thumbs).getAllByRole('button')).toHaveLength(3);
    await user.click(within(thumbs).getByRole('button', { name: 'Show image 3' }));
    const main = screen.getByRole('img', { name: 'Leather Bag' });
    expect(main).toHaveAttribute('src', 'http://api.test/img/side.png');
    expect(within(thumbs).getByRole('button', { name: 'Show image 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(imagesBeside(main)).toHaveLength(1);
  });

  it('keeps the main image on hover when the product has no hover image', async () => {
    renderBag('en', {
      ...bag,
      images: [{ image_url: '/img/main.png', image_index: 0 }],
      imageHoverUrl: '',
    });
    const main = await screen.findByRole('img', { name: 'Leather Bag' });
    expect(imagesBeside(main)).toEqual([main]);
    expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  });

  it('links to the size guide, shipping and contact, with the five tabs of the spec', async () => {
    renderBag();
    await screen.findByRole('heading', { name: 'Leather Bag' });
    expect(screen.getByRole('link', { name: 'Size Guide' })).toHaveAttribute(
      'href',
      '/sizing-guide',
    );
    expect(screen.getByRole('link', { name: 'Shipping' })).toHaveAttribute(
      'href',
      '/customer-service',
    );
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/compare');
    expect(
      within(screen.getByRole('tablist', { name: 'Product details' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Description', 'Additional Information', 'Shipping', 'Why Buy From Us', 'Reviews']);
  });

  it('names the categories in the active language under Additional Information', async () => {
    const api = renderBag('es');
    api.on({
      'GET /categories-containing-products': (request) => ({
        body: [
          {
            item: { id: 1, title: request.query.get('lang') === 'es' ? 'Moda' : 'Fashion' },
            children: [
              {
                item: { id: 3, title: request.query.get('lang') === 'es' ? 'Bolsos' : 'Bags' },
                children: [],
              },
            ],
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Leather Bag' });
    await user.click(screen.getByRole('tab', { name: 'Información adicional' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Bolsos')).toBeInTheDocument();
    expect(within(panel).queryByText('Bags')).not.toBeInTheDocument();
  });

  it('offers decorative colour and size choices and a wishlist toggle', async () => {
    const user = userEvent.setup();
    renderBag();
    const colours = await screen.findByRole('group', { name: 'Colour:' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['black', 'white', 'blue']);
    expect(within(colours).getByRole('radio', { name: 'Black' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Blue' }));
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toBeChecked();
    const sizes = screen.getByRole('group', { name: 'Size:' });
    expect(within(sizes).getAllByRole('radio')).toHaveLength(4);
    const wish = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(wish).toHaveAttribute('aria-pressed', 'false');
    await user.click(wish);
    expect(screen.getByRole('button', { name: 'In your wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds a typed quantity clamped to 10 when Add to Cart takes the focus from it', async () => {
    const user = userEvent.setup();
    const api = renderBag();
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(field).toHaveValue(10);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/cart/add-product')?.body).toMatchObject({
        productId: 21,
        quantity: 10,
      }),
    );
  });

  it('speaks the visitor language, its toast included', async () => {
    const user = userEvent.setup();
    renderBag('pt');
    expect(await screen.findByText('Em estoque (4 itens)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { message: 'Adicionado ao carrinho', variant: 'success', autoHideMs: 5000 },
      ]),
    );
  });

  it('names the UTC day it was added in the visitor language, building no Intl date formatter', async () => {
    // The first Intl.DateTimeFormat of a page loads the browser's date data: a long task.
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      renderBag('es', { ...bag, createdAt: '2026-09-05T23:30:00.000Z' });
      const added = await screen.findByText('5 de septiembre de 2026');
      expect(added).toHaveAttribute('dateTime', '2026-09-05T23:30:00.000Z');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('the product page failures', () => {
  const toasts = recordEvents('ui:toast-requested');

  it("shows the server's error text, and could not load on the page", async () => {
    api.on({ 'GET /product/21': { status: 500, body: { error: 'Internal error' } } });
    renderCatalog(<ProductTemplate />, { route: '/product/21', path: '/product/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this product.');
    expect(toasts).toEqual([{ message: 'Internal error', variant: 'error' }]);
  });

  it('reports error fetching related products, shows could not load and retries', async () => {
    api.on({
      'GET /product/21': { body: bag },
      'POST /product/21/view': {},
      'GET /related-products': { body: { products: [buildProduct({ title: 'Wallet' })] } },
    });
    let offline = true;
    api.on({ 'GET /related-products': () => (offline ? networkError() : undefined) });
    renderCatalog(<ProductTemplate />, { route: '/product/21', path: '/product/:id' });
    await screen.findByRole('heading', { name: 'Leather Bag' });
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'error fetching related products', variant: 'error' }]),
    );
    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(within(related).getByRole('alert')).toHaveTextContent(
      'Could not load the related products.',
    );

    offline = false;
    await userEvent.click(within(related).getByRole('button', { name: 'Try again' }));

    expect(await within(related).findByText('Wallet')).toBeInTheDocument();
  });
});
