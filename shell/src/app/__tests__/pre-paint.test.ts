import fs, { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * public/pre-paint.js, the one script of a served page that runs before its code: what it does
 * with a shopper's input on the first paint, before the page has been taken over.
 */
const SCRIPT = readFileSync(path.join(__dirname, '../../../public/pre-paint.js'), 'utf8');

type PrePaintWindow = Window & { shopReplayEarlyInput?: () => void };

function servedPage() {
  document.body.innerHTML = `<div id="root"><main>
    <button type="button">Add to Cart</button>
    <label><input type="checkbox"> On sale</label>
    <select aria-label="Language"><option>en</option><option>es</option></select>
    <a href="#reviews">Reviews</a>
  </main></div>`;
  // What React listens on once it has started hydrating: the root, in the capture phase.
  const seen: string[] = [];
  const root = document.getElementById('root')!;
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'input', 'click', 'change']) {
    root.addEventListener(type, (event) => seen.push(event.type), true);
  }
  new Function(SCRIPT)();
  return { seen, button: document.querySelector('button')!, root };
}

// First in the file: the script each test runs listens for DOMContentLoaded from then on.
describe('the code of a page painted by its server', () => {
  afterEach(() => {
    (window as PrePaintWindow).shopReplayEarlyInput?.();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is fetched after the paint, a few files per task, the scripts last and in order', () => {
    jest.useFakeTimers();
    // Each look at the clock finds 3 ms gone: a task starts only a few fetches.
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    const chunks = Array.from({ length: 10 }, (_, i) => `/chunk-${i}.js`);
    const plan = {
      preload: [
        ...chunks.map((href) => ({ href, as: 'script' })),
        { href: 'http://catalog.test/mf-manifest.json', as: 'fetch', crossorigin: true },
      ],
      scripts: ['/main.js', '/second.js'],
    };
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="shop-after-paint">${JSON.stringify(plan)}</script>`;
    new Function(SCRIPT)();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.children).toHaveLength(0);

    const total = plan.preload.length + plan.scripts.length;
    const perTask: number[] = [];
    while (document.head.children.length < total && perTask.length < 50) {
      const before = document.head.children.length;
      jest.advanceTimersToNextTimer();
      perTask.push(document.head.children.length - before);
    }
    expect(Math.max(...perTask)).toBeLessThanOrEqual(3);
    expect(perTask.filter((n) => n > 0).length).toBeGreaterThan(3);

    const added = Array.from(document.head.children);
    expect(added.map((e) => e.getAttribute('href') ?? e.getAttribute('src'))).toEqual([
      ...chunks,
      'http://catalog.test/mf-manifest.json',
      '/main.js',
      '/second.js',
    ]);
    const links = added.filter((e): e is HTMLLinkElement => e instanceof HTMLLinkElement);
    expect(links.every((link) => link.rel === 'preload')).toBe(true);
    expect(links.at(-1)).toMatchObject({ as: 'fetch', crossOrigin: 'anonymous' });
    const scripts = added.filter((e): e is HTMLScriptElement => e instanceof HTMLScriptElement);
    expect(scripts.map((script) => script.async)).toEqual([false, false]);
    // Fetched as early as the preloads: the page's code is what the shopper now waits for.
    expect(scripts.map((script) => script.fetchPriority)).toEqual(['high', 'high']);
  });

  it('is fetched all at once in a tab opened in the background, whose timers wait a second', () => {
    jest.useFakeTimers();
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const plan = {
      preload: Array.from({ length: 10 }, (_, i) => ({ href: `/chunk-${i}.js`, as: 'script' })),
      scripts: ['/main.js'],
    };
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="shop-after-paint">${JSON.stringify(plan)}</script>`;
    new Function(SCRIPT)();
    // (The script of the test before listens too, and loads the same plan again.)
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const added = Array.from(
      document.head.children,
      (e) => e.getAttribute('href') ?? e.getAttribute('src'),
    );
    expect(new Set(added)).toEqual(new Set([...plan.preload.map((file) => file.href), '/main.js']));
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('input on the first paint, before the page is taken over', () => {
  afterEach(() => {
    (window as PrePaintWindow).shopReplayEarlyInput?.();
    delete (window as PrePaintWindow).shopReplayEarlyInput;
  });

  it('keeps a tap from the page, whole, and does it once the page has taken over', () => {
    const { seen, button } = servedPage();
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Neither the tap nor what comes with it reaches the page: on markup not yet hydrated,
    // React would hydrate the whole page inside the event to answer it.
    expect(seen).toEqual([]);
    expect(clicked).not.toHaveBeenCalled();

    (window as PrePaintWindow).shopReplayEarlyInput!();
    expect(seen).toEqual(['click']);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('keeps key presses from the page too, and lets everything through after', () => {
    const { seen, button } = servedPage();
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    button.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual([]);
    (window as PrePaintWindow).shopReplayEarlyInput!();
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(seen).toEqual(['pointerdown', 'keydown']);
  });

  it('finds the same button again when the page was rendered anew rather than hydrated', () => {
    const { root } = servedPage();
    root
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A first paint made for another session: the shell renders the page anew, the same
    // controls in new elements, not all in the same places.
    root.innerHTML = `<main><button type="button">Buy now</button>
      <button type="button">Add to Cart</button></main>`;
    const clicks: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button) =>
        button.addEventListener('click', () => clicks.push(button.textContent ?? '')),
      );
    (window as PrePaintWindow).shopReplayEarlyInput!();
    expect(clicks).toEqual(['Add to Cart']);
  });

  it('replays a choice in a select with the value chosen', () => {
    const { seen } = servedPage();
    const select = document.querySelector('select')!;
    const changed = jest.fn((event: Event) => (event.target as HTMLSelectElement).value);
    select.addEventListener('change', changed);
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    (window as PrePaintWindow).shopReplayEarlyInput!();
    expect(changed).toHaveReturnedWith('es');
  });

  it('leaves links alone: they navigate as they are', () => {
    const { seen } = servedPage();
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(seen).toEqual(['click']);
  });
});

describe("the ₿ sign's font", () => {
  const { prePaintScript } = jest.requireActual<{
    prePaintScript: () => { source: string; files: string[] };
  }>('../../../pre-paint.cjs');

  afterEach(() => (window as PrePaintWindow).shopReplayEarlyInput?.());

  it("is added from the stylesheet's faces, as bytes, before the page is laid out", () => {
    const made: Array<{ family: string; signature: string; descriptors: unknown }> = [];
    const add = jest.fn();
    Object.defineProperty(document, 'fonts', { value: { add }, configurable: true });
    Object.defineProperty(window, 'FontFace', {
      configurable: true,
      value: function FontFace(family: string, bytes: Uint8Array, descriptors: unknown) {
        made.push({ family, signature: String.fromCharCode(...bytes.slice(0, 4)), descriptors });
      },
    });
    new Function(prePaintScript().source)();
    // global.css: the regular and the bold sign, each a woff2 file.
    expect(made).toEqual([
      {
        family: 'Shop Currency',
        signature: 'wOF2',
        descriptors: { weight: '100 550', unicodeRange: 'U+20BF', display: 'swap' },
      },
      {
        family: 'Shop Currency',
        signature: 'wOF2',
        descriptors: { weight: '551 900', unicodeRange: 'U+20BF', display: 'swap' },
      },
    ]);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it("follows the system's face in the shop's font stack, so it is looked up only for a ₿", () => {
    // A family before system-ui is looked up at every size and weight the page sets text in.
    const css = readFileSync(path.join(__dirname, '../../styles/global.css'), 'utf8');
    const stack = /--font:\s*([^;]+);/.exec(css)?.[1];
    expect(stack?.split(',').map((family) => family.trim().replace(/['"]/g, ''))).toEqual([
      'system-ui',
      'Shop Currency',
      'sans-serif',
    ]);
  });

  it('leaves the page to the stylesheet where the browser cannot make a face', () => {
    Object.defineProperty(window, 'FontFace', { configurable: true, value: undefined });
    expect(() => new Function(prePaintScript().source)()).not.toThrow();
  });

  it('is rebuilt when the script, the stylesheet or a font changes', () => {
    expect(prePaintScript().files.map((file) => path.basename(file))).toEqual([
      'pre-paint.js',
      'global.css',
      'bitcoin-sign-regular.woff2',
      'bitcoin-sign-bold.woff2',
    ]);
  });

  describe('stops the build, naming the file, when', () => {
    /** Runs the build's reading with `edit` applied to what it reads of a file named `name`. */
    function buildReading(name: string, edit: (text: string) => string) {
      const read = fs.readFileSync;
      jest
        .spyOn(fs, 'readFileSync')
        .mockImplementation(((file: string, encoding?: BufferEncoding) =>
          path.basename(String(file)) === name
            ? edit(read(file, 'utf8'))
            : read(file, encoding)) as typeof fs.readFileSync);
      return () => prePaintScript();
    }
    afterEach(() => jest.restoreAllMocks());

    it('the script has lost the place the faces are written to', () => {
      const build = buildReading('pre-paint.js', (text) =>
        text.replace('var CURRENCY_FACES', 'var FACES'),
      );
      expect(build).toThrow(/pre-paint\.js has no "var CURRENCY_FACES = \[\];"/);
    });

    it('a face of the stylesheet lacks a descriptor the script copies', () => {
      const build = buildReading('global.css', (text) => text.replace(/unicode-range:[^;]+;/, ''));
      expect(build).toThrow(/an @font-face of .*global\.css has no unicode-range/);
    });
  });
});
