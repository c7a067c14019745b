import { act, render, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import useSWR, { unstable_serialize } from 'swr';
import { buildSession, TEST_API_URL } from '@shop/testing';
import type { ShellProps } from '@shop/contracts';
import { RemoteRoot } from '..';

const shellProps: ShellProps = {
  session: buildSession(),
  theme: 'light',
  apiUrl: TEST_API_URL,
};

function Reading({ name }: { name: string }) {
  const { data } = useSWR(['reading', name], async () => `${name} ready`);
  return <p>{data ?? `${name} loading`}</p>;
}

/** Two exposed modules of one app, each in its own RemoteRoot, as the shell mounts them. */
function Page({ pages }: { pages: string[] }) {
  return (
    <>
      {pages.map((name) => (
        <RemoteRoot key={name} shellProps={shellProps} namespace="test" resources={{}}>
          <Reading name={name} />
        </RemoteRoot>
      ))}
    </>
  );
}

describe("an app's SWR cache", () => {
  it('stays usable by the modules still on screen when the first one to use it unmounts', async () => {
    const { rerender } = render(<Page pages={['home', 'menu']} />);
    expect(await screen.findByText('home ready')).toBeInTheDocument();
    expect(await screen.findByText('menu ready')).toBeInTheDocument();

    // Navigating: the page that first used the cache goes, another page comes, the menu stays.
    rerender(<Page pages={['menu', 'products']} />);
    expect(await screen.findByText('products ready')).toBeInTheDocument();
    await act(async () => rerender(<Page pages={['menu', 'products', 'product']} />));
    expect(await screen.findByText('product ready')).toBeInTheDocument();
    expect(screen.getByText('menu ready')).toBeInTheDocument();
  });
});

describe("the served page's data in the app's cache", () => {
  it('is given to a page whose key another module is already fetching', async () => {
    const { unstable_serialize } = await import('swr');
    let answer: (value: string) => void = () => undefined;
    function Menu() {
      const { data } = useSWR(
        ['shared', 'tree'],
        () => new Promise<string>((resolve) => (answer = resolve)),
      );
      return <p>{data ?? 'menu loading'}</p>;
    }
    function Served() {
      const { data } = useSWR(['shared', 'tree'], async () => 'fetched again');
      return <p>{data ?? 'page loading'}</p>;
    }
    const { rerender } = render(
      <RemoteRoot shellProps={shellProps} namespace="test" resources={{}}>
        <Menu />
      </RemoteRoot>,
    );
    expect(screen.getByText('menu loading')).toBeInTheDocument();
    // The served page comes while the menu's call is on its way: it renders with its data.
    const initialData = { [unstable_serialize(['shared', 'tree'])]: 'as served' };
    rerender(
      <>
        <RemoteRoot shellProps={shellProps} namespace="test" resources={{}}>
          <Menu />
        </RemoteRoot>
        <RemoteRoot shellProps={{ ...shellProps, initialData }} namespace="test" resources={{}}>
          <Served />
        </RemoteRoot>
      </>,
    );
    expect(screen.queryByText('page loading')).not.toBeInTheDocument();
    expect(screen.getAllByText('as served').length).toBeGreaterThan(0);
    await act(async () => answer('menu fetched'));
  });

  it("hydrates the server's markup when a header module already asked for one of its keys", async () => {
    // The header's menu (another module of the same app, hydrated first) starts its call for a
    // key the page was rendered with: SWR then hydrates from what it held before that call.
    const key = ['categories', 'hydration'];
    let answer: (value: string) => void = () => undefined;
    function Menu() {
      const { data } = useSWR(key, () => new Promise<string>((resolve) => (answer = resolve)));
      return <p>{data ?? 'menu loading'}</p>;
    }
    function Banners() {
      const { data } = useSWR(key, async () => 'fetched again');
      return <p>{data ?? 'banners loading'}</p>;
    }
    const header = document.body.appendChild(document.createElement('header'));
    await act(async () =>
      createRoot(header).render(
        <RemoteRoot shellProps={shellProps} namespace="test" resources={{}}>
          <Menu />
        </RemoteRoot>,
      ),
    );
    expect(header).toHaveTextContent('menu loading');

    const main = document.body.appendChild(document.createElement('main'));
    main.innerHTML = '<p>as served</p>';
    const onRecoverableError = jest.fn();
    const initialData = { [unstable_serialize(key)]: 'as served' };
    await act(async () => {
      hydrateRoot(
        main,
        <RemoteRoot shellProps={{ ...shellProps, initialData }} namespace="test" resources={{}}>
          <Banners />
        </RemoteRoot>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(main).toHaveTextContent('as served');
    await act(async () => answer('menu fetched'));
  });

  it("asks nothing for the server's data on its first mount, and refreshes it on a later one", async () => {
    let fetched = 0;
    function Product() {
      const { data } = useSWR(['product', '34'], async () => `fetched ${(fetched += 1)}`);
      return <p>{data ?? 'product loading'}</p>;
    }
    const initialData = { [unstable_serialize(['product', '34'])]: 'as served' };
    const page = (
      <RemoteRoot shellProps={{ ...shellProps, initialData }} namespace="test" resources={{}}>
        <Product />
      </RemoteRoot>
    );
    const first = render(page);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('as served')).toBeInTheDocument();
    expect(fetched).toBe(0);
    // The shopper comes back to the page later: its data is refreshed as any page's is.
    first.unmount();
    render(page);
    expect(await screen.findByText('fetched 1')).toBeInTheDocument();
  });
});
