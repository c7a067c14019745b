import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_URL, renderShell } from '../../testing/render-shell';
import { prefetched } from '../../testing/federation-runtime-stub';
import { forgetPrefetched, INTENT_DELAY_MS } from '../use-prefetch-on-intent';

const LISTING = '/products?sort=price_asc';

/** A link of the shop's, as any app renders one in the shell's document. */
function addLink(href = LISTING) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Listing';
  document.body.append(link);
  return link;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const listingPrefetches = () => prefetched.filter(([id]) => id === 'mfe_catalog/ProductsPage');

/** jsdom has no PointerEvent: a mouse event that says which pointer it came from. */
class PointerEventOfTest extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
if (typeof window.PointerEvent === 'undefined')
  Object.assign(window, { PointerEvent: PointerEventOfTest });

beforeEach(() => {
  prefetched.length = 0;
  forgetPrefetched();
});
afterEach(() => document.querySelectorAll('body > a').forEach((link) => link.remove()));

async function shellOn(token: string | null = 'the-token') {
  renderShell({ route: '/about', token, language: 'es' });
  await screen.findByRole('banner');
}

describe("a page's data fetched ahead of the click", () => {
  it('is asked of the page module once a mouse has rested on its link, with the session', async () => {
    await shellOn();
    const link = addLink();
    fireEvent.pointerOver(link, { pointerType: 'mouse' });
    await sleep(INTENT_DELAY_MS / 2);
    expect(listingPrefetches()).toEqual([]);

    await waitFor(() =>
      expect(listingPrefetches()).toEqual([
        [
          'mfe_catalog/ProductsPage',
          { url: LISTING, apiUrl: API_URL, language: 'es', token: 'the-token' },
        ],
      ]),
    );
  });

  it('is not asked for when the mouse only passes over the link', async () => {
    await shellOn();
    const link = addLink();
    fireEvent.pointerOver(link, { pointerType: 'mouse' });
    fireEvent.pointerOut(link, { pointerType: 'mouse', relatedTarget: document.body });
    await sleep(INTENT_DELAY_MS * 2);
    expect(listingPrefetches()).toEqual([]);
  });

  it('is asked for when a finger rests on the link, not when it starts a scroll there', async () => {
    await shellOn();
    const scrolled = addLink('/products?sort=title');
    fireEvent.pointerOver(scrolled, { pointerType: 'touch' });
    // The browser takes the gesture for a scroll.
    fireEvent(scrolled, new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }));
    await sleep(INTENT_DELAY_MS * 2);
    expect(listingPrefetches()).toEqual([]);

    const tapped = addLink();
    fireEvent.pointerOver(tapped, { pointerType: 'touch' });
    fireEvent.pointerDown(tapped, { pointerType: 'touch' });
    await waitFor(() => expect(listingPrefetches()).toHaveLength(1));
    expect(listingPrefetches()[0]![1].url).toBe(LISTING);
  });

  it('is asked for without a token signed out', async () => {
    await shellOn(null);
    const link = addLink('/');
    fireEvent.pointerOver(link, { pointerType: 'touch' });
    await waitFor(() =>
      expect(prefetched.filter(([id]) => id === 'mfe_catalog/HomePage')).toEqual([
        ['mfe_catalog/HomePage', { url: '/', apiUrl: API_URL, language: 'es', token: null }],
      ]),
    );
  });

  it('is asked for at once when the mouse presses the link', async () => {
    await shellOn();
    const pressed = addLink(LISTING);
    fireEvent.pointerDown(pressed, { pointerType: 'mouse' });
    // Gone at once: only a press that fetched without waiting leaves a request behind.
    fireEvent.pointerOut(pressed, { pointerType: 'mouse', relatedTarget: document.body });
    await waitFor(() => expect(listingPrefetches()).toHaveLength(1));
    await sleep(INTENT_DELAY_MS * 2);
    expect(listingPrefetches()).toHaveLength(1);
  });

  it('is asked for when the keyboard stays on the link, not while it tabs through', async () => {
    await shellOn();
    const passed = addLink('/products?sort=newest');
    const stayed = addLink('/products?sort=title');
    fireEvent.focusIn(passed);
    fireEvent.focusOut(passed, { relatedTarget: stayed });
    fireEvent.focusIn(stayed);
    await waitFor(() => expect(listingPrefetches()).toHaveLength(1));
    await sleep(INTENT_DELAY_MS * 2);
    expect(listingPrefetches().map(([, request]) => request.url)).toEqual(['/products?sort=title']);
  });

  it('is asked for once while it is fresh, however often the shopper comes back to the link', async () => {
    await shellOn();
    const link = addLink();
    for (let i = 0; i < 3; i += 1) {
      fireEvent.pointerOver(link, { pointerType: 'touch' });
      fireEvent.focusIn(link);
    }
    await sleep(INTENT_DELAY_MS * 2);
    expect(listingPrefetches()).toHaveLength(1);
  });

  it('is not asked of a link to another site', async () => {
    await shellOn();
    const link = addLink('https://elsewhere.example/products');
    fireEvent.pointerOver(link, { pointerType: 'touch' });
    await sleep(INTENT_DELAY_MS * 2);
    expect(prefetched).toEqual([]);
  });
});
