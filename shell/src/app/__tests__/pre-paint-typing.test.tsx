import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * public/pre-paint.js with React itself: what a shopper types into a field while the page loads
 * is the page's once it has taken over, whether React ran the field already or not yet.
 */
const SCRIPT = readFileSync(path.join(__dirname, '../../../public/pre-paint.js'), 'utf8');

type PrePaintWindow = Window & { shopReplayEarlyInput?: () => void };

/** A controlled field, as the listing's price filter is one, and what its state holds. */
function PriceField() {
  const [min, setMin] = useState('');
  return (
    <form>
      <input aria-label="Minimum" value={min} onChange={(event) => setMin(event.target.value)} />
      <output>{min}</output>
    </form>
  );
}

/** Typing as the browser does it: the text shows, then an input event tells the page. */
function type(field: HTMLInputElement, text: string) {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = () => document.querySelector('input')!;
const known = () => document.querySelector('output')!.textContent;

describe('typing into a field before the page is taken over', () => {
  let root: Root | undefined;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    (window as PrePaintWindow).shopReplayEarlyInput?.();
    delete (window as PrePaintWindow).shopReplayEarlyInput;
  });

  it('reaches a field React already runs, whose next render so keeps the text', () => {
    const container = document.getElementById('root')!;
    new Function(SCRIPT)();
    root = createRoot(container);
    act(() => root!.render(<PriceField />));
    act(() => type(field(), '25'));
    expect(known()).toBe('25');
    act(() => (window as PrePaintWindow).shopReplayEarlyInput!());
    expect(field()).toHaveValue('25');
    expect(known()).toBe('25');
  });

  it('is handed to a field hydrated after it, once the page has taken over', async () => {
    const container = document.getElementById('root')!;
    container.innerHTML = renderToString(<PriceField />);
    new Function(SCRIPT)();
    type(field(), '40');
    await act(async () => {
      root = hydrateRoot(container, <PriceField />);
    });
    expect(field()).toHaveValue('40');
    act(() => (window as PrePaintWindow).shopReplayEarlyInput!());
    expect(known()).toBe('40');
    expect(field()).toHaveValue('40');
  });
});
