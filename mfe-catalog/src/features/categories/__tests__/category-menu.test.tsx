import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { type Answer, networkError, recordEvents, setupApiServer } from '@shop/testing';
import type { CategoryNode } from '@shop/contracts';
import { LocationProbe, renderCatalog } from '../../../testing/render-catalog';
import { CategoryMenu } from '../components/category-menu';
import { CategoryTree } from '../components/category-tree';
import { CategoriesTemplate } from '../components/categories-template';

const api = setupApiServer();

const TREE: CategoryNode[] = [
  {
    item: { id: 1, title: 'Clothes' },
    children: [
      { item: { id: 5, title: 'Shoes' }, children: [] },
      { item: { id: 6, title: 'Hats' }, children: [] },
    ],
  },
  {
    item: { id: 2, title: 'Electronics' },
    children: [{ item: { id: 7, title: 'Phones' }, children: [] }],
  },
];

/** Renders the menu, the API answering the category tree with `tree`. */
function renderMenu(tree: Answer = { body: TREE }) {
  api.on({ 'GET /categories-containing-products': tree });
  const user = userEvent.setup();
  renderCatalog(
    <>
      <CategoryMenu />
      <LocationProbe />
    </>,
  );
  return user;
}

describe('the category menu', () => {
  const toasts = recordEvents('ui:toast-requested');

  it('renders nothing and calls nothing for a signed-out visitor', () => {
    const { container } = renderCatalog(<CategoryMenu />, { session: null });
    expect(container).toBeEmptyDOMElement();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the category tree from a disclosure button', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Clothes' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByRole('link', { name: 'Phones' })).toBeInTheDocument();
  });

  it('leads a child category to its first page of products and closes', async () => {
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(await screen.findByRole('link', { name: 'Hats' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(
      '/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=6&pageNumber=1',
    );
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Categories' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists the names the API gives in the active language, asking for it', async () => {
    api.on({
      'GET /categories-containing-products': (request) => ({
        body:
          request.query.get('lang') === 'pt'
            ? [{ item: { id: 2, title: 'Eletrônicos' }, children: [] }]
            : [{ item: { id: 2, title: 'Electronics' }, children: [] }],
      }),
    });
    const user = userEvent.setup();
    renderCatalog(<CategoryMenu />, { language: 'pt' });
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    expect(await screen.findByRole('link', { name: 'Eletrônicos' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toMatch(/\?lang=pt$/);
  });

  it('closes when focus leaves it', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Categories' });
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Clothes' });
    // The toggle, then the tree's five links, then out of the menu.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'browser back' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for the tree only when the shopper heads for its button, and draws no link before', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Categories' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(0);
    expect(document.querySelectorAll('.catalog-menu a')).toHaveLength(0);
    await user.hover(toggle);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // Fetched on the way to the button: the panel opens on the tree, not on "Loading…".
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Clothes' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('asks for the tree when the keyboard reaches its button', async () => {
    renderMenu();
    act(() => screen.getByRole('button', { name: 'Categories' }).focus());
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });

  it('reports error fetching categories when the network fails', async () => {
    const user = renderMenu(networkError);
    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([{ message: 'error fetching categories', variant: 'error' }]);
  });

  it('shows could not load in the open menu when the server fails, and Try again fetches', async () => {
    const user = renderMenu({ status: 503, body: { error: 'Unavailable' } });
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the categories.');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    api.on({ 'GET /categories-containing-products': { body: TREE } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Shoes' })).toBeInTheDocument();
  });
});

describe("the category tree of the shell's Categories button", () => {
  it('asks for the tree when mounted, lists it, and closes the panel when a link is taken', async () => {
    api.on({ 'GET /categories-containing-products': { body: TREE } });
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderCatalog(
      <>
        <CategoryTree onClose={onClose} />
        <LocationProbe />
      </>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Shoes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('value]=5');
    expect(api.calls).toHaveLength(1);
  });
});

describe('the categories page', () => {
  it('shows could not load with Try again when the server answers 500, then the tree', async () => {
    api.on({
      'GET /categories-containing-products': { status: 500, body: { error: 'Internal error' } },
    });
    renderCatalog(<CategoriesTemplate />, { route: '/categories', path: '/categories' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the categories.');

    api.on({ 'GET /categories-containing-products': { body: TREE } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    const grid = await screen.findByRole('list', { name: 'Top categories' });
    expect(within(grid).getByRole('heading', { name: 'Clothes' })).toBeInTheDocument();
  });

  it('shows a banner per top category leading to its products', async () => {
    api.on({ 'GET /categories-containing-products': { body: TREE } });
    const user = userEvent.setup();
    renderCatalog(<CategoriesTemplate />, {
      route: '/categories',
      path: '/categories',
      extraRoutes: <Route path="/products" element={<LocationProbe />} />,
    });
    const grid = await screen.findByRole('list', { name: 'Top categories' });
    expect(within(grid).getByRole('heading', { name: 'Clothes' })).toBeInTheDocument();
    expect(within(grid).getByText('Subcategories: 2')).toBeInTheDocument();
    await user.click(within(grid).getByRole('link', { name: 'Shop Electronics' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(
      'value]=2&pageNumber=1',
    );
  });
});
