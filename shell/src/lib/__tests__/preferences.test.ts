import { createStore } from 'jotai';
import {
  darkModeAtom,
  languageAtom,
  servedPreferencesAtom,
  setThemeAtom,
  themeAtom,
} from '../preferences';

/** The browser's idle callbacks, run when the test says the page is idle. */
const idleCallbacks: Array<() => void> = [];
const host = globalThis as unknown as { requestIdleCallback?: (run: () => void) => number };

async function pageIsIdle() {
  for (const run of idleCallbacks.splice(0)) run();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** What another tab's write to localStorage delivers to this one. */
function otherTabWrites(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
  );
}

let addListener: jest.SpyInstance;
const storageListeners = () => addListener.mock.calls.filter(([type]) => type === 'storage').length;

beforeEach(() => {
  host.requestIdleCallback = (run) => idleCallbacks.push(run);
  addListener = jest.spyOn(window, 'addEventListener');
});

afterEach(() => {
  delete host.requestIdleCallback;
  idleCallbacks.length = 0;
  addListener.mockRestore();
  localStorage.clear();
});

describe('preferences kept in localStorage', () => {
  it("follows another tab's theme and language, listening only once the page is idle", async () => {
    const store = createStore();
    store.sub(darkModeAtom, () => undefined);
    store.sub(languageAtom, () => undefined);
    expect(storageListeners()).toBe(0);

    await pageIsIdle();
    expect(storageListeners()).toBe(2);
    otherTabWrites('darkMode', 'true');
    otherTabWrites('language', '"es"');
    expect(store.get(darkModeAtom)).toBe(true);
    expect(store.get(languageAtom)).toBe('es');
  });

  it('takes a change another tab made before this page listened', async () => {
    const store = createStore();
    store.sub(languageAtom, () => undefined);
    otherTabWrites('language', '"pt"');
    expect(store.get(languageAtom)).toBe('en');

    await pageIsIdle();
    expect(store.get(languageAtom)).toBe('pt');
  });

  it('adds no listener for a page part that went away before the page was idle', async () => {
    const store = createStore();
    const stop = store.sub(darkModeAtom, () => undefined);
    stop();
    await pageIsIdle();
    expect(storageListeners()).toBe(0);
  });
});

describe('the preferences a served page was made for', () => {
  it('stand for the stored ones while it hydrates, written nowhere, then give way to them', () => {
    const store = createStore();
    store.set(setThemeAtom, 'dark');
    store.set(languageAtom, 'es');
    store.set(servedPreferencesAtom, { theme: 'light', language: 'en' });
    expect([store.get(themeAtom), store.get(languageAtom)]).toEqual(['light', 'en']);
    expect([localStorage.getItem('darkMode'), localStorage.getItem('language')]).toEqual([
      'true',
      '"es"',
    ]);

    store.set(servedPreferencesAtom, null);
    expect([store.get(themeAtom), store.get(languageAtom)]).toEqual(['dark', 'es']);
  });
});
