import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { apiLogin, SHOPPER } from '../support/session';
import { ROOT } from '../support/stack';

/**
 * The catalogue's product images at a phone's width (390 px, three device pixels) and a laptop's
 * (1366 px): every image and the footer sit exactly where they sit when no image has loaded
 * (so loading one shifts nothing), every image has its size written down, and the copy the browser picks from srcset/sizes is the smallest one that still
 * fills the box — sizes says what the layout does. Screenshots of both themes land in
 * reports/images/ for a person to look at.
 */
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
];
const PAGES = ['/', '/products', '/product/34'];

/**
 * Where each catalogue image and the footer sit on the page (document coordinates). The home
 * page's sections lay out only near the viewport (content-visibility: auto), and whether one
 * far below is laid out yet when it is measured is a matter of frames: every one is, here.
 */
async function boxes(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.$$eval('.catalog-card img, .catalog-gallery img, .content-footer', (all) =>
    all.map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y + window.scrollY, r.width, r.height].map(Math.round).join(',');
    }),
  );
}

/** Waits until every image the page has started to load is decoded (or has failed). */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.catalog-card img, .catalog-gallery img').length > 0 &&
      [...document.images].every((img) => img.loading === 'lazy' || img.complete),
    undefined,
    { timeout: 20_000 },
  );
}

for (const screen of SCREENS) {
  test.describe(`product images on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
    // Two visits of the page and two screenshots each.
    test.describe.configure({ timeout: 180_000 });
    // The catalogue opens to a signed-in shopper.
    test.beforeEach(async ({ page }) => {
      const token = await apiLogin(SHOPPER);
      await page.addInitScript((t) => localStorage.setItem('token', t), token);
    });

    for (const route of PAGES) {
      test(`${route}: no layout shift, sized images, the right copy`, async ({ page }) => {
        // First with every API image held back: the boxes as they are before any picture arrives.
        await page.route('**/api/images/**', (r) => r.abort());
        await page.goto(route);
        await page.waitForSelector('.catalog-card img, .catalog-gallery img', {
          state: 'attached',
        });
        await page.waitForLoadState('networkidle');
        const empty = await boxes(page);
        await page.unroute('**/api/images/**');
        await page.goto(route);
        await imagesLoaded(page);
        await page.waitForLoadState('networkidle');
        expect(await boxes(page)).toEqual(empty);
        const images = await page.$$eval('.catalog-card img, .catalog-gallery img', (all) =>
          (all as HTMLImageElement[]).map((img) => ({
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            srcset: img.getAttribute('srcset'),
            sizes: img.getAttribute('sizes'),
            src: img.getAttribute('src') ?? '',
            current: img.currentSrc,
            shown: img.getBoundingClientRect().width,
            loaded: img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0,
            natural: img.naturalWidth,
            priority: img.getAttribute('fetchpriority'),
            loading: img.getAttribute('loading'),
          })),
        );
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) {
          expect(Number(image.width)).toBeGreaterThan(0);
          expect(Number(image.height)).toBeGreaterThan(0);
          // The seed's pictures: an upload (the admin journey's 1×1 one, which may run before
          // this one) narrower than the narrowest copy (160 px) has none to offer.
          if (!image.src.includes('/api/images/seed/')) continue;
          expect(image.srcset, 'the seed pictures have WebP copies').toBeTruthy();
          expect(image.sizes).toBeTruthy();
          if (!image.loaded || !image.srcset) continue;
          const candidates = image.srcset.split(', ').map((c) => {
            const [url, w] = c.split(' ');
            return { url: url!, width: Number.parseInt(w!, 10) };
          });
          const picked = candidates.find((c) => c.url === image.current);
          expect(picked, `${image.current} comes from the srcset`).toBeDefined();
          const needed = image.shown * screen.deviceScaleFactor;
          const fits = candidates.filter((c) => c.width >= needed);
          // Never more than the smallest copy that fills the box (sizes does not overstate the
          // layout), and not less than half of it (nor understates it; Chromium may round down
          // to the nearer copy).
          const best = fits.length
            ? Math.min(...fits.map((c) => c.width))
            : Math.max(...candidates.map((c) => c.width));
          const at = `${image.shown} px shown at ${screen.deviceScaleFactor}x`;
          // A larger copy the page already shows elsewhere (the product page's main picture and
          // its thumbnail) may serve a smaller box too: the browser reuses what it has loaded.
          const sharedWithLarger = images.some(
            (other) =>
              other !== image && other.current === image.current && other.shown > image.shown,
          );
          if (!sharedWithLarger) expect(picked!.width, at).toBeLessThanOrEqual(best);
          expect(picked!.width * 2, at).toBeGreaterThanOrEqual(Math.min(needed, best));
        }
        // The page's largest image is fetched first and never waits for the scroll.
        if (route !== '/') {
          expect(images[0]!.priority).toBe('high');
          expect(images[0]!.loading).not.toBe('lazy');
        }
        for (const theme of ['light', 'dark']) {
          await page.evaluate((dark) => {
            localStorage.setItem('darkMode', JSON.stringify(dark));
            window.dispatchEvent(
              new StorageEvent('storage', {
                key: 'darkMode',
                newValue: JSON.stringify(dark),
                storageArea: localStorage,
              }),
            );
          }, theme === 'dark');
          const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}-${screen.viewport.width}-${theme}.png`;
          await page.screenshot({ path: path.join(ROOT, 'reports/images', name) });
        }
      });
    }
  });
}
