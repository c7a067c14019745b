import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Suspense, use, type ReactElement } from 'react';
import { useHydrating, useHydrationMount } from '..';

/** What the server sends for `ui`, hydrated in the browser; what React reported meanwhile. */
async function hydrate(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  const served = container.innerHTML;
  const onRecoverableError = jest.fn();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError });
  });
  return { container, served, root, onRecoverableError };
}

describe('useHydrationMount', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function Probe({ renders }: { renders: boolean[] }) {
    const hydrated = useHydrationMount();
    renders.push(hydrated);
    return <p>{hydrated ? 'hydrated' : 'rendered in the browser'}</p>;
  }

  it('says true while hydrating and after, and renders the hydrated component only once', async () => {
    const serverRenders: boolean[] = [];
    renderToString(<Probe renders={serverRenders} />);
    expect(serverRenders).toEqual([true]);
    const renders: boolean[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>hydrated</p>';
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe renders={renders} />, { onRecoverableError });
    });
    // A store whose server value differs renders it again, synchronously, after the commit.
    expect(renders).toEqual([true]);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('hydrated');
  });

  it('says false, from the first render on, in a component the browser renders anew', () => {
    const renders: boolean[] = [];
    const { rerender } = render(<Probe renders={renders} />);
    rerender(<Probe renders={renders} />);
    expect(renders).toEqual([false, false]);
  });
});

describe('useHydrating', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const never = new Promise<never>(() => {});

  /** Needs code or data still on its way once it is no longer hydrating. */
  function Part({ renders }: { renders: boolean[] }) {
    const hydrating = useHydrating();
    renders.push(hydrating);
    if (!hydrating) use(never);
    return <p>as the server sent it</p>;
  }

  it("renders first as the server did, then again in a transition that keeps the server's markup while it waits", async () => {
    const renders: boolean[] = [];
    const page = (
      <Suspense fallback={<p>loading</p>}>
        <Part renders={renders} />
      </Suspense>
    );
    const { container, served, onRecoverableError } = await hydrate(page);
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The render after the hydration happened (and suspended)...
    expect(renders[0]).toBe(true);
    expect(renders).toContain(false);
    // ...in a transition: what the server sent stays on screen. A synchronous render would
    // have put the fallback in its place.
    expect(container.innerHTML).toBe(served);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('is false from the first render in a part the browser renders anew', () => {
    function Plain({ renders }: { renders: boolean[] }) {
      const hydrating = useHydrating();
      renders.push(hydrating);
      return <p>{String(hydrating)}</p>;
    }
    const renders: boolean[] = [];
    render(<Plain renders={renders} />);
    expect(renders).toEqual([false]);
  });
});
