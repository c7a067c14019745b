import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useState, type ReactNode } from 'react';
import { buildSession, controlIntersections, TEST_API_URL } from '@shop/testing';
import type { ShellProps } from '@shop/contracts';
import { HydrateWhenNear, RemoteRoot, useSession } from '..';

/** A control below the fold: its count says whether its handler (React's) runs. */
function Counter({ prefix = '' }: { prefix?: string }) {
  const [count, setCount] = useState(0);
  const session = useSession();
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${prefix}${session?.nickname ?? 'nobody'} ${count}`}
    </button>
  );
}

const props = (nickname: string): ShellProps => ({
  session: buildSession({ nickname }),
  theme: 'light',
  apiUrl: TEST_API_URL,
});

function Page({ shellProps, below }: { shellProps: ShellProps; below?: ReactNode }) {
  return (
    <RemoteRoot shellProps={shellProps} namespace="test" resources={{}} cache={new Map()}>
      <h1>On screen</h1>
      <HydrateWhenNear>{below ?? <Counter />}</HydrateWhenNear>
    </RemoteRoot>
  );
}

/** The page as the server sent it, hydrated; what React reported while hydrating. */
async function hydrate(shellProps: ShellProps) {
  const container = document.body.appendChild(document.createElement('div'));
  // What the shell's server sends (it renders the part as it is: it has no document).
  const name = shellProps.session?.nickname ?? 'nobody';
  container.innerHTML = `<h1>On screen</h1><div style="display:contents"><!--$--><button type="button">${name} 0</button><!--/$--></div>`;
  const served = container.querySelector('button')!;
  const onRecoverableError = jest.fn();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page shellProps={shellProps} />, { onRecoverableError });
  });
  return { container, served, root, onRecoverableError };
}

const button = () => screen.getByRole('button');

describe('HydrateWhenNear', () => {
  let viewport: ReturnType<typeof controlIntersections>;
  beforeEach(() => {
    viewport = controlIntersections();
  });
  afterEach(() => {
    viewport.restore();
    document.body.innerHTML = '';
  });

  it("keeps the server's markup unhydrated until it nears the screen, then hydrates it", async () => {
    const { served, onRecoverableError } = await hydrate(props('ana'));
    const [observer] = viewport.observers();
    expect(observer?.options.rootMargin).toBe('200px');
    expect(observer?.targets).toEqual([served]);
    expect(button()).toHaveTextContent('ana 0');
    await act(async () => observer?.report(true));
    expect(button()).toBe(served);
    await act(async () => button().click());
    expect(button()).toHaveTextContent('ana 1');
    expect(observer?.disconnected).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hydrates the part a shopper taps before it nears the screen, and the tap counts', async () => {
    const { served, onRecoverableError } = await hydrate(props('ana'));
    await act(async () => served.click());
    expect(button()).toBe(served);
    expect(button()).toHaveTextContent('ana 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('a new session keeps the part waiting, and it shows the new one once hydrated', async () => {
    const { root, served, onRecoverableError } = await hydrate(props('ana'));
    await act(async () => root.render(<Page shellProps={props('bea')} />));
    // Still the server's markup, not hydrated, not dropped for a fallback.
    expect(button()).toBe(served);
    expect(button()).toHaveTextContent('ana 0');
    const [observer] = viewport.observers();
    await act(async () => observer?.report(true));
    expect(button()).toBe(served);
    expect(button()).toHaveTextContent('bea 0');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('keeps waiting when its parent renders it again, and shows the latest children once near', async () => {
    const { root, served, onRecoverableError } = await hydrate(props('ana'));
    // The parent gives the waiting part other children: React would have to hydrate it for
    // them, so it keeps the ones it was served with until it nears the screen.
    await act(async () =>
      root.render(<Page shellProps={props('ana')} below={<Counter prefix="later " />} />),
    );
    expect(button()).toBe(served);
    expect(button()).toHaveTextContent(/^ana 0$/);
    await act(async () => viewport.observers()[0]?.report(true));
    expect(button()).toBe(served);
    expect(button()).toHaveTextContent('later ana 0');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders at once in a page the browser renders (a client navigation)', () => {
    render(<Page shellProps={props('ana')} />);
    expect(viewport.observers()).toHaveLength(0);
    expect(button()).toHaveTextContent('ana 0');
  });
});
