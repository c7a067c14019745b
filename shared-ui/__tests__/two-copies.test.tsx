import { fireEvent, render, screen } from '@testing-library/react';
import useSWR, { unstable_serialize } from 'swr';
import { atom, useAtom } from 'jotai';
import { buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import type { PageDataLoader, ShellProps } from '@shop/contracts';

setupApiServer();

const shellProps: ShellProps = {
  session: buildSession(),
  theme: 'light',
  apiUrl: TEST_API_URL,
};

type Kit = typeof import('..');

/** The federation's singletons: one instance whichever copy of the kit asks. */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'swr', 'jotai'];
const singletons = Object.fromEntries(SINGLETONS.map((name) => [name, jest.requireActual(name)]));
const i18next = jest.requireActual('i18next');
const reactI18next = jest.requireActual('react-i18next');

/** Another copy of the kit, as a remote built against a newer minor brings it. */
function anotherCopy(): Kit {
  let copy: Kit | undefined;
  jest.isolateModules(() => {
    for (const name of SINGLETONS) jest.doMock(name, () => singletons[name]);
    jest.doMock('i18next', () => i18next);
    jest.doMock('react-i18next', () => reactI18next);
    copy = jest.requireActual<Kit>('..');
  });
  return copy!;
}

const shared = atom('as the first copy left it');

function Reader() {
  const { data } = useSWR(['two-copies', 'list'], async () => 'fetched by the page');
  const [value] = useAtom(shared);
  return (
    <p>
      {data ?? 'loading'} / {value}
    </p>
  );
}

function Writer() {
  const [, set] = useAtom(shared);
  return <button onClick={() => set('as the second copy set it')}>set</button>;
}

describe('two copies of the UI kit on one page', () => {
  it('share one SWR cache, one jotai store and one shell props context', async () => {
    const first = anotherCopy();
    const second = anotherCopy();
    expect(second.RemoteRoot).not.toBe(first.RemoteRoot);

    // The second copy prefetches a page the first copy's root renders: one cache.
    const load: PageDataLoader = async (page) => ({
      [unstable_serialize(['two-copies', 'list'])]: `prefetched for ${page.url}`,
    });
    await second.prefetchData(load, {
      url: '/list',
      apiUrl: TEST_API_URL,
      language: 'en',
      token: null,
    });

    function SessionName() {
      return <span>{second.useSession()?.nickname}</span>;
    }
    render(
      <>
        <first.RemoteRoot shellProps={shellProps} namespace="first" resources={{}}>
          <Reader />
          <SessionName />
        </first.RemoteRoot>
        <second.RemoteRoot shellProps={shellProps} namespace="second" resources={{}}>
          <Writer />
        </second.RemoteRoot>
      </>,
    );
    expect(
      screen.getByText('prefetched for /list / as the first copy left it'),
    ).toBeInTheDocument();
    // A hook of one copy reads the shell props the other copy's root gives.
    expect(screen.getByText(shellProps.session!.nickname!)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(
      await screen.findByText('prefetched for /list / as the second copy set it'),
    ).toBeInTheDocument();
  });
});
