import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@shop/contracts';
import { buildProduct, setupApiServer, type ApiServer } from '@shop/testing';
import { LocationProbe, renderCatalog } from '../../../testing/render-catalog';
import { SearchDialog } from '../components/search-dialog';

const api = setupApiServer();

const PRODUCTS = [
  buildProduct({ id: 41, title: 'Canvas Shoe', newPrice: 12.5 }),
  buildProduct({ id: 42, title: 'Leather Shoe', newPrice: 80 }),
  buildProduct({ id: 43, title: 'Wool Hat', newPrice: 9 }),
];

function searchApi() {
  return api.on({
    'GET /search': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      return { body: { products: PRODUCTS.filter((p) => p.title.toLowerCase().includes(q)) } };
    },
  });
}

const searchCalls = (api: ApiServer) =>
  api.calls.filter((c) => c.path === '/search').map((c) => c.query.get('q'));

/** The dialog as the shell's header button opens it. */
function Header() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
      <LocationProbe />
    </>
  );
}

function renderHeader(language: Language = 'en') {
  renderCatalog(<Header />, { route: '/about', language });
  return userEvent.setup();
}

/** On /about for a signed-in shopper, with the search dialog opened. */
async function openSearch() {
  const user = renderHeader();
  const opener = screen.getByRole('button', { name: 'Open search' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  return {
    user,
    opener,
    dialog,
    box: within(dialog).getByRole('searchbox', { name: 'Search products' }),
  };
}

describe('the header search', () => {
  it('searches products as the shopper types, with one call for the settled text', async () => {
    const api = searchApi();
    const { user, dialog, box } = await openSearch();
    expect(box).toHaveFocus();
    await user.type(box, 'shoe');
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/41', '/product/42']);
    expect(links[0]).toHaveTextContent('Canvas Shoe');
    expect(links[0]).toHaveTextContent('12.50 ₿');
    expect(searchCalls(api)).toEqual(['shoe']);
  });

  it('makes no call for a single character', async () => {
    const api = searchApi();
    const { user, box } = await openSearch();
    await user.type(box, 's');
    // Longer than the debounce: a call would have started by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchCalls(api)).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    searchApi();
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'zebra');
    expect(await within(dialog).findByText('No products match “zebra”.')).toBeInTheDocument();
  });

  it('says the results could not be loaded when the search fails, and Try again searches', async () => {
    api.on({ 'GET /search': { status: 500, body: { error: 'Internal error' } } });
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'shoe');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load the search results.',
    );
    expect(within(dialog).queryByText(/No products match/)).not.toBeInTheDocument();

    api.on({ 'GET /search': { body: { products: PRODUCTS.slice(0, 2) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('link')).toHaveLength(2);
  });

  it('opens the product page from a result and closes', async () => {
    searchApi();
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'hat');
    await user.click(await within(dialog).findByRole('link', { name: /Wool Hat/ }));
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('/product/43');
  });

  it('is a modal with the focus in the box, and closes on Escape giving the focus back', async () => {
    searchApi();
    const { user, opener, dialog, box } = await openSearch();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the last search when it opens again', async () => {
    searchApi();
    const { user, opener, box } = await openSearch();
    await user.type(box, 'hat');
    await user.keyboard('{Escape}');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toHaveValue('hat');
    expect(await within(dialog).findByRole('link', { name: /Wool Hat/ })).toBeInTheDocument();
  });

  it('speaks the visitor language', async () => {
    searchApi();
    const user = renderHeader('pt');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar produtos' })).toHaveFocus();
  });
});
