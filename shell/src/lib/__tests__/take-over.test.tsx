import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import {
  PageHydrated,
  resetTakeOverForTests,
  usePageTakeOver,
  useShellTakeOver,
} from '../take-over';

type EarlyInputWindow = Window & { shopReplayEarlyInput?: () => void };

/** A served page with a field its hydration takes the typed text from, and a button that uses it. */
function ServedPage({ onHydrated, added }: { onHydrated: () => void; added: string[] }) {
  const [quantity, setQuantity] = useState('1');
  return (
    <>
      <input
        aria-label="Quantity"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        ref={(element) => {
          if (element && element.value !== quantity) setQuantity(element.value);
        }}
      />
      <button type="button" onClick={() => added.push(quantity)}>
        Add
      </button>
      <PageHydrated onHydrated={onHydrated} />
    </>
  );
}

function Shell({ added }: { added: string[] }) {
  useShellTakeOver();
  const done = usePageTakeOver(true);
  return <ServedPage onHydrated={done} added={added} />;
}

describe('taking over a served page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    delete (window as EarlyInputWindow).shopReplayEarlyInput;
    delete document.documentElement.dataset.ready;
    resetTakeOverForTests();
  });

  it('replays a tap on the page once what the page took from its markup has rendered', async () => {
    const added: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shell added={[]} />);
    document.body.append(container);
    // Typed, and Add tapped, before the page's code came: the tap is kept for the replay.
    container.querySelector('input')!.value = '3';
    (window as EarlyInputWindow).shopReplayEarlyInput = () =>
      container.querySelector('button')!.click();
    await act(async () => {
      root = hydrateRoot(container, <Shell added={added} />);
    });
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(added).toEqual(['3']);
  });
});
