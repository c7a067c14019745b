import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildProduct,
  controlIntersections,
  networkError,
  recordEvents,
  type Routes,
  setupApiServer,
} from '@shop/testing';
import type { CategoryNode } from '@shop/contracts';
import { renderCatalog } from '../../../testing/render-catalog';
import { HomeTemplate } from '../components/home-template';

const api = setupApiServer();

const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [{ item: { id: 5, title: 'Shoes' }, children: [] }],
  },
  { item: { id: 2, title: 'Electronics' }, children: [] },
];

const products = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => buildProduct({ title: `${prefix} ${i + 1}` }));

/** Renders the page for a signed-in shopper; `routes` answer before the API's usual answers. */
function renderSignedIn(routes: Routes = {}) {
  api
    .on({
      'GET /recent-products': { body: { products: products('Recent', 8) } },
      'GET /popular-products': { body: { products: products('Popular', 3) } },
      'GET /best-selling-products': { body: { products: products('Best', 6) } },
      'GET /categories-containing-products': { body: TREE },
    })
    .on(routes);
  renderCatalog(<HomeTemplate />);
}

/** The page has these sections (named regions), in this order, and no other. */
function expectSections(names: string[]) {
  const named = names.map((name) => screen.getByRole('region', { name }));
  expect(screen.getAllByRole('region')).toEqual(named);
}

describe('the home page', () => {
  const toasts = recordEvents('ui:toast-requested');

  // The carousel chunk is lazy; loading it once up front keeps each test within its timeouts.
  beforeAll(() => import('../../../components/swiper-carousel'), 20000);

  it('shows an anonymous visitor only blog teasers, facilities, partners and social links, calling nothing', () => {
    renderCatalog(<HomeTemplate />, { session: null });
    expectSections([
      'The catalogue opens after you sign in',
      'From Our Blog',
      'Why shop with us',
      'Our Partners',
      'Follow us',
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['en', 'The catalogue opens after you sign in', 'Sign in', 'Sign up with an invitation'],
    [
      'es',
      'El catálogo se abre al iniciar sesión',
      'Iniciar sesión',
      'Registrarse con una invitación',
    ],
    ['pt', 'O catálogo abre depois de entrar', 'Entrar', 'Cadastrar-se com um convite'],
  ] as const)(
    'tells a signed-out visitor in %s that the catalogue opens after signing in, with the ways in',
    (language, title, login, signup) => {
      renderCatalog(<HomeTemplate />, { session: null, language });
      const notice = screen.getByRole('region', { name: title });
      expect(within(notice).getByRole('link', { name: login })).toHaveAttribute('href', '/login');
      expect(within(notice).getByRole('link', { name: signup })).toHaveAttribute('href', '/signup');
    },
  );

  it('draws the service icons as inline SVG, with no emoji that a system may lack', () => {
    renderCatalog(<HomeTemplate />, { session: null });
    const services = screen.getByRole('region', { name: 'Why shop with us' });
    const icons = services.querySelectorAll('.catalog-facility__icon svg[aria-hidden="true"]');
    expect(icons).toHaveLength(4);
    expect(services.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shows a signed-in shopper no invitation notice', async () => {
    renderSignedIn();
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'The catalogue opens after you sign in' }),
    ).not.toBeInTheDocument();
  });

  it('starts the three product calls and the category call together on the first render', async () => {
    renderSignedIn();
    // Checked before any answer is awaited: none of the calls waits for another.
    const paths = api.calls.map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/recent-products',
        '/popular-products',
        '/best-selling-products',
        '/categories-containing-products',
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('shows a signed-in visitor every section of the spec, in its order', async () => {
    renderSignedIn();
    expectSections([
      'Featured offers',
      'Shop by category',
      'Recent Products',
      'Save 20% on items on sale',
      'Popular Products',
      'Why shop with us',
      'Best Selling Products',
      'Top Brands',
      'From Our Blog',
      'Our Partners',
      'Follow us',
    ]);
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('shows the signed-in sections with at most 6 products per carousel', async () => {
    renderSignedIn();
    const recent = screen.getByRole('region', { name: 'Recent Products' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
    expect(within(recent).queryByRole('link', { name: 'Recent 7' })).not.toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular Products' });
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Best Selling Products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it('fetches the carousel script only when a carousel comes near the screen', async () => {
    const intersections = controlIntersections();
    try {
      renderSignedIn();
      const recent = screen.getByRole('region', { name: 'Recent Products' });
      await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
      expect(
        within(recent).queryByRole('button', { name: 'Next products' }),
      ).not.toBeInTheDocument();
      intersections.showAll();
      expect(
        await within(recent).findByRole('button', { name: 'Next products' }),
      ).toBeInTheDocument();
      expect(within(recent).getAllByRole('article')).toHaveLength(6);
    } finally {
      intersections.restore();
    }
  });

  it('loads the first banner image first and at high priority, the others lazily', async () => {
    renderSignedIn();
    const banner = screen.getByRole('region', { name: 'Featured offers' });
    const images = banner.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    images.forEach((img) => expect(img).toHaveAttribute('width'));
    expect(await screen.findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });

  it.each([
    ['recent-products', 'Recent Products', 'error fetching recent products'],
    ['popular-products', 'Popular Products', 'error fetching popular products'],
    ['best-selling-products', 'Best Selling Products', 'error fetching best selling products'],
  ])(
    'reports a failed %s call with its own message, shows could not load and retries',
    async (path, title, message) => {
      let offline = true;
      renderSignedIn({ [`GET /${path}`]: () => (offline ? networkError() : undefined) });
      await waitFor(() => expect(toasts).toEqual([{ message, variant: 'error' }]));
      const carousel = screen.getByRole('region', { name: title });
      expect(within(carousel).getByRole('alert')).toHaveTextContent('Could not load the products.');
      expect(within(carousel).queryByText('No products to show yet.')).not.toBeInTheDocument();

      offline = false;
      await userEvent.click(within(carousel).getByRole('button', { name: 'Try again' }));

      expect(await within(carousel).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
      expect(within(carousel).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows an empty carousel as empty, not as a failure', async () => {
    renderSignedIn({ 'GET /popular-products': { body: { products: [] } } });
    const carousel = screen.getByRole('region', { name: 'Popular Products' });
    expect(await within(carousel).findByText('No products to show yet.')).toBeInTheDocument();
    expect(within(carousel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows could not load for the category banners when the server answers 500', async () => {
    renderSignedIn({
      'GET /categories-containing-products': {
        status: 500,
        body: { error: 'Internal server error' },
      },
    });
    const banners = screen.getByRole('region', { name: 'Shop by category' });
    expect(await within(banners).findByRole('alert')).toHaveTextContent(
      'Could not load the categories.',
    );
    api.on({ 'GET /categories-containing-products': { body: TREE } });
    await userEvent.click(within(banners).getByRole('button', { name: 'Try again' }));
    expect(await within(banners).findByRole('link', { name: 'Shop Clothes' })).toBeInTheDocument();
  });
});
