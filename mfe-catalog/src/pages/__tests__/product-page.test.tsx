import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language, ShellProps } from '@shop/contracts';
import { buildProduct, buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import ProductPage, { load, loadTexts, status } from '../product-page';

const api = setupApiServer();

// Late on the 14th in UTC: already the 15th east of it, where a local date would say so.
const bag = buildProduct({ id: 21, title: 'Canvas Bag', createdAt: '2026-03-14T23:30:00.000Z' });

const shellProps = (): ShellProps => ({
  session: buildSession(),
  theme: 'light',
  apiUrl: TEST_API_URL,
});

const page = (props: ShellProps, path = '/product/21') => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/product/:id" element={<ProductPage {...props} />} />
    </Routes>
  </MemoryRouter>
);

describe('since when a product is in the shop, on its page', () => {
  afterEach(() => act(() => void i18next.changeLanguage('en')));
  beforeEach(() =>
    api.on({
      'GET /product/21': { body: bag },
      'GET /related-products': { body: { products: [] } },
      'POST /product/21/view': {},
    }),
  );

  it('is in the HTML the shell’s server renders with the page’s loader, and in the browser', async () => {
    const request = { apiUrl: TEST_API_URL, url: '/product/21', signedIn: true } as const;
    const initialData = await load({ ...request, language: 'en' });
    const served = renderToString(page({ ...shellProps(), initialData }));
    expect(served).toContain(
      'In the shop since:</dt><dd><time dateTime="2026-03-14T23:30:00.000Z">March 14, 2026</time>',
    );

    render(page(shellProps()));
    expect(await screen.findByText('March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('In the shop since:')).toBeInTheDocument();
  });

  it.each<[Language, string, string]>([
    ['es', 'En la tienda desde:', '14 de marzo de 2026'],
    ['pt', 'Na loja desde:', '14 de março de 2026'],
  ])('is told in the page’s language (%s)', async (language, label, date) => {
    render(page(shellProps()));
    // As the shell switches it: the language of the one i18next instance.
    await act(async () => {
      await loadTexts(language);
      await i18next.changeLanguage(language);
    });
    expect(await screen.findByText(date)).toBeInTheDocument();
    expect(await screen.findByText(label)).toBeInTheDocument();
  });
});

describe('a product no one sells, on the shell’s server', () => {
  const request = (id: string) =>
    ({ apiUrl: TEST_API_URL, url: `/product/${id}`, signedIn: true, language: 'en' }) as const;

  it('is a missing page (404) that says so from its first paint, and in the browser', async () => {
    api.on({
      'GET /product/999': { status: 404, body: { error: 'Product not found' } },
      'GET /product/abc': { status: 400, body: { error: 'params/id must be integer' } },
    });
    for (const id of ['999', 'abc']) {
      const initialData = await load(request(id));
      expect(status!(request(id), initialData)).toBe(404);
      const served = renderToString(page({ ...shellProps(), initialData }, `/product/${id}`));
      expect(served).toContain('This product does not exist or is no longer sold.');
      expect(served).toContain('href="/products"');
    }
    render(page(shellProps(), '/product/999'));
    expect(
      await screen.findByText('This product does not exist or is no longer sold.'),
    ).toBeInTheDocument();
  });

  it('is a page like any other when it exists, or when the API fails to answer', async () => {
    api.on({
      'GET /product/21': { body: bag },
      'GET /related-products': { body: { products: [] } },
    });
    const found = await load(request('21'));
    expect(status!(request('21'), found)).toBeUndefined();
    api.on({ 'GET /product/22': { status: 503, body: { error: 'Unavailable' } } });
    const failed = await load(request('22'));
    expect(failed).toEqual({});
    expect(status!(request('22'), failed)).toBeUndefined();
  });
});
