import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH, REMOTE_PAGES } from 'shell/pages.mjs';

/**
 * A route exists in one place: the registry of the app that has the page (a remote's pages.mjs,
 * or the shell's own table in shell/pages.mjs). Everything else derives from the registries, so
 * a second spelling of a route pattern in the frontends' source is a rename waiting to break.
 */
const ROOT = path.join(__dirname, '..', '..');
const FRONTENDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
const REGISTRIES = FRONTENDS.map((app) => `${app}/pages.mjs`);
const LEFT_OUT = new Set(['node_modules', 'dist', 'server-build', 'sourcemaps', 'releases']);
const TESTS = new Set(['__tests__', 'testing']);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return LEFT_OUT.has(entry.name) || TESTS.has(entry.name) ? [] : sources(file);
    return /\.(tsx?|[cm]?js)$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a source writes `pattern` as a route: a quoted pattern with a parameter or a splat
 * anywhere, or a plain one as a route's `path` (a link to a page is not a route: `to="/cart"`).
 */
function writesRoute(text: string, pattern: string): boolean {
  const quoted = `['"]${escape(pattern)}['"]`;
  if (/[:*]/.test(pattern)) return new RegExp(quoted).test(text);
  return new RegExp(`path\\s*[:=]\\s*\\{?${quoted}`).test(text);
}

const patterns = REMOTE_PAGES.map((page) => page.path);

describe('the route registries', () => {
  it('name each route pattern once, in one registry', () => {
    const texts = REGISTRIES.map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
    for (const pattern of [...patterns, NOT_FOUND_PATH]) {
      const count = texts.reduce(
        (sum, text) =>
          sum + (text.match(new RegExp(`['"]${escape(pattern)}['"]`, 'g'))?.length ?? 0),
        0,
      );
      expect({ pattern, count }).toEqual({ pattern, count: 1 });
    }
  });

  it('are the only place a frontend writes a route pattern', () => {
    const files = [...FRONTENDS, 'shared-contracts'].flatMap((dir) =>
      sources(dir).filter((file) => !REGISTRIES.includes(file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return patterns.filter((pattern) => writesRoute(text, pattern)).map((p) => `${file}: ${p}`);
    });
    expect(written).toEqual([]);
  });

  it('catch a route written twice', () => {
    expect(writesRoute("{ path: '/cart', Component: CartPage }", '/cart')).toBe(true);
    expect(writesRoute("'/product/:id': 'mfe_catalog/ProductPage'", '/product/:id')).toBe(true);
    expect(writesRoute('<Route path="/admin/*" element={<Area />} />', '/admin/*')).toBe(true);
    expect(writesRoute('<Link to="/cart">', '/cart')).toBe(false);
  });
});
