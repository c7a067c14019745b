import { act, render, screen } from '@testing-library/react';
import useSWR, { unstable_serialize } from 'swr';
import { buildProduct, buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import type { PageDataLoader, PrefetchRequest, ShellProps } from '@shop/contracts';
import { prefetchData, RemoteRoot } from '..';

const api = setupApiServer();

const shellProps: ShellProps = {
  session: buildSession(),
  theme: 'light',
  apiUrl: TEST_API_URL,
};

const request: PrefetchRequest = {
  url: '/products?page=2',
  apiUrl: TEST_API_URL,
  language: 'en',
  token: 'the-token',
};

/** A page's loader: the products of its URL's query under the page's key. */
const listingOf =
  (key: string): PageDataLoader =>
  async (page, client) => {
    const query = new URL(page.url, 'http://shop.test').search;
    const pageNumber = Number(new URLSearchParams(query).get('page'));
    const list = await client.products({ pageNumber });
    return { [unstable_serialize([key, page.url])]: list.products.map((p) => p.title) };
  };

/** The page that reads the key; its own fetch answers `answer` after `wait`. */
function Listing({
  name,
  wait,
  answer = ['fetched by the page'],
}: {
  name: string;
  wait?: Promise<void>;
  answer?: string[];
}) {
  const { data, isLoading } = useSWR(
    [name, request.url],
    async () => {
      await wait;
      return answer;
    },
    { keepPreviousData: true },
  );
  return <p aria-busy={isLoading}>{data ? data.join(', ') : `${name} loading`}</p>;
}

const renderPage = (ui: React.ReactNode) =>
  render(
    <RemoteRoot shellProps={shellProps} namespace="test" resources={{}}>
      {ui}
    </RemoteRoot>,
  );

describe('prefetchData', () => {
  it("puts the page's data in the app's cache, fetched with the session's token", async () => {
    api.on({
      'GET /products': {
        body: { products: [buildProduct({ title: 'Ahead' })], total: 1, page: 2, pageSize: 12 },
      },
    });
    await prefetchData(listingOf('ahead'), request);

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.authorization).toBe('Bearer the-token');
    expect(api.calls[0]!.query.get('pageNumber')).toBe('2');
    // The page's first render has it: no loading state.
    renderPage(<Listing name="ahead" wait={new Promise(() => undefined)} />);
    expect(screen.getByText('Ahead')).toBeInTheDocument();
    expect(screen.queryByText('ahead loading')).not.toBeInTheDocument();
  });

  it('signed out, tells the loader so and sends no token', async () => {
    let signedIn: boolean | undefined;
    api.on({ 'GET /products': { body: { products: [], total: 0, page: 1, pageSize: 12 } } });
    await prefetchData(
      async (page, client) => {
        signedIn = page.signedIn;
        await client.products();
        return {};
      },
      { ...request, token: null },
    );
    expect(signedIn).toBe(false);
    expect(api.calls[0]!.headers.authorization).toBeUndefined();
  });

  it('reaches a page already waiting for the key, as the data arrives', async () => {
    // The click came before the data: the page is on screen, its own call on its way.
    renderPage(<Listing name="racing" wait={new Promise(() => undefined)} />);
    expect(screen.getByText('racing loading')).toBeInTheDocument();

    api.on({
      'GET /products': {
        body: { products: [buildProduct({ title: 'Ahead' })], total: 1, page: 2, pageSize: 12 },
      },
    });
    await act(() => prefetchData(listingOf('racing'), request));

    expect(screen.getByText('Ahead')).toBeInTheDocument();
  });

  it('leaves data the app has as it is', async () => {
    renderPage(<Listing name="had" answer={['Had']} />);
    expect(await screen.findByText('Had')).toBeInTheDocument();

    api.on({
      'GET /products': {
        body: { products: [buildProduct({ title: 'Ahead' })], total: 1, page: 2, pageSize: 12 },
      },
    });
    await act(() => prefetchData(listingOf('had'), request));

    expect(screen.getByText('Had')).toBeInTheDocument();
  });

  it('drops a failure: nothing is cached and the page fetches as it would', async () => {
    api.on({ 'GET /products': { status: 500, body: { error: 'down' } } });
    await expect(prefetchData(listingOf('failing'), request)).resolves.toBeUndefined();

    renderPage(<Listing name="failing" />);
    expect(screen.getByText('failing loading')).toBeInTheDocument();
    expect(await screen.findByText('fetched by the page')).toBeInTheDocument();
  });
});
