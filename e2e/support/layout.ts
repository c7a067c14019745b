/**
 * Layout checks the phone-width specs share: the route tables read from the apps' own sources,
 * the persisted language and theme switched the way the app reads them, and the page measured
 * for sideways scrolling and overlapping text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTE_PAGES } from 'shell/pages.mjs';
import { ROOT } from './stack';

export { LANGUAGES } from '@shop/contracts/languages';
export const THEMES = ['light', 'dark'] as const;

function source(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/**
 * The shell's two route tables: [signed-out paths, paths a signed-in shopper adds], from the
 * table the shell's router, its server and the API share.
 */
export function storefrontRoutes(): { signedOut: string[]; signedIn: string[] } {
  const paths = (access: string) =>
    REMOTE_PAGES.filter((page) => !page.ownLayout)
      .filter((page) => page.access === access)
      .map((page) => page.path);
  return { signedOut: paths('anyone'), signedIn: paths('signedIn') };
}

/** The admin remote's routes, placeholders included. */
export function adminRoutes(): string[] {
  const text = source('mfe-admin/src/app/admin-routes.tsx');
  const paths = [...text.matchAll(/<Route path="([a-z-]+)"/g)].map((m) => m[1] as string);
  const placeholders = text.match(/PLACEHOLDERS = \[([^\]]+)\]/)?.[1] ?? '';
  paths.push(...[...placeholders.matchAll(/'([a-z-]+)'/g)].map((m) => m[1] as string));
  return paths.map((p) => `/admin/${p}`);
}

/**
 * Sets the language and theme as the app persists them (localStorage, as JSON) and tells the
 * running app through the storage event it listens to, so no reload is needed.
 */
export async function setPreferences(page: Page, language: string, theme: string) {
  await page.evaluate(
    ([lng, dark]) => {
      const entries: Array<[string, string]> = [
        ['language', JSON.stringify(lng)],
        ['darkMode', JSON.stringify(dark === 'dark')],
      ];
      for (const [key, value] of entries) {
        localStorage.setItem(key, value);
        window.dispatchEvent(
          new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
        );
      }
    },
    [language, theme],
  );
  await page.waitForFunction(
    ([lng, dark]) =>
      document.documentElement.lang === lng &&
      (document.documentElement.dataset.theme === 'dark') === (dark === 'dark'),
    [language, theme],
  );
}

/** Client-side navigation, as a link click does: no reload, the remotes stay loaded. */
export async function navigate(page: Page, pathname: string) {
  // A served page shows its content before its code runs: the router must be listening.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await settle(page);
}

/** Waits until nothing on the page says it is loading, then for two frames. */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.shell-loading, [aria-busy="true"]') &&
        document.readyState === 'complete',
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Text that, with the page scrolled to its end, lies under a control fixed to the lower half of
 * the window (the go-to-top button): scrolling further cannot uncover it, so a shopper cannot
 * read it. One line each: the control and the text.
 */
export async function coveredAtEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  return page.evaluate(() => {
    const found: string[] = [];
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        getComputedStyle(el).position === 'fixed' &&
        box.width > 1 &&
        box.height > 1 &&
        box.top > window.innerHeight / 2
      );
    });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const control of fixed) {
        if (control.contains(parent)) continue;
        const c = control.getBoundingClientRect();
        const under = [...range.getClientRects()].some(
          (r) =>
            Math.min(r.right, c.right) - Math.max(r.left, c.left) > 2 &&
            Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) > 2,
        );
        if (under) {
          found.push(`.${control.className} covers "${node.textContent.trim().slice(0, 40)}"`);
        }
      }
    }
    return found;
  });
}

export interface LayoutProblem {
  kind: 'overflow' | 'overlap' | 'wrap' | 'cut' | 'misaligned' | 'font' | 'type';
  detail: string;
}

/**
 * What is wrong with the page's layout: a document wider than the window, text of two
 * elements drawn over each other inside the given regions, a one-line label that wrapped, or
 * the legend of a borderless group set off from the fields below it, or a control drawn in the
 * browser's own font instead of the shop's, or text set off the shop's type scale.
 */
export async function layoutProblems(
  page: Page,
  regions: string[],
  singleLine: string[] = [],
): Promise<LayoutProblem[]> {
  return page.evaluate(
    ([regionSelectors, singleLineSelectors]) => {
      const problems: Array<{ kind: LayoutProblem['kind']; detail: string }> = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) {
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
          .filter(
            (el) =>
              !el.parentElement ||
              el.parentElement.getBoundingClientRect().right <= root.clientWidth + 1,
          )
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
        problems.push({
          kind: 'overflow',
          detail: `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth} (${wide.join(', ')})`,
        });
      }
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
      };
      const textBoxes: Array<{ el: Element; rect: DOMRect; text: string }> = [];
      for (const selector of regionSelectors) {
        for (const region of document.querySelectorAll(selector)) {
          const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              if (rect.width > 1 && rect.height > 1) {
                textBoxes.push({ el: parent, rect, text: node.textContent.trim().slice(0, 30) });
              }
            }
          }
        }
      }
      for (let i = 0; i < textBoxes.length; i += 1) {
        for (let j = i + 1; j < textBoxes.length; j += 1) {
          const a = textBoxes[i]!;
          const b = textBoxes[j]!;
          if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (x > 2 && y > 2) {
            problems.push({ kind: 'overlap', detail: `"${a.text}" overlaps "${b.text}"` });
          }
        }
      }
      // Text cut off by a parent that hides its overflow (the home hero's headline).
      for (const el of document.querySelectorAll('.catalog-banner__title, h1, h2')) {
        const box = el.getBoundingClientRect();
        if (visible(el) && (box.left < -1 || box.right > root.clientWidth + 1)) {
          problems.push({ kind: 'cut', detail: `"${el.textContent}" runs past the screen` });
        }
      }
      // A borderless fieldset's legend starts where its fields do (the browser's own style
      // pads a legend 2 px on each side, which only a border around the group explains).
      for (const legend of document.querySelectorAll('fieldset > legend')) {
        const group = legend.parentElement!;
        const style = getComputedStyle(group);
        if (!visible(legend) || parseFloat(style.borderLeftWidth) > 0) continue;
        const range = document.createRange();
        range.selectNodeContents(legend);
        const text = range.getClientRects()[0];
        const contentLeft = group.getBoundingClientRect().left + parseFloat(style.paddingLeft);
        if (text && Math.abs(text.left - contentLeft) > 1) {
          problems.push({
            kind: 'misaligned',
            detail: `legend "${legend.textContent}" starts ${(text.left - contentLeft).toFixed(1)} px off its group`,
          });
        }
      }
      // Buttons and fields do not inherit the page's font unless told to: one that was not is
      // drawn in the browser's default (Arial, or whatever a phone puts in its place).
      const shopFont = getComputedStyle(document.body).fontFamily;
      const textInputs = ['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date'];
      const showsText = (control: Element) =>
        control instanceof HTMLInputElement
          ? textInputs.includes(control.type) && Boolean(control.value || control.placeholder)
          : Boolean(control.textContent?.trim());
      for (const control of document.querySelectorAll('button, select, input, textarea')) {
        const font = getComputedStyle(control).fontFamily;
        if (!visible(control) || !showsText(control)) continue;
        if (font === shopFont || font.includes('monospace')) continue;
        problems.push({
          kind: 'font',
          detail: `${control.tagName.toLowerCase()}.${control.className} is drawn in ${font}`,
        });
      }
      // Text is set in 1rem or a size of the scale the shell's tokens name (--text-*), in weight
      // 400 or 700; only a page's one display figure is larger. Each other size or weight is
      // one more font the browser looks up before it lays the page out.
      const rootStyle = getComputedStyle(root);
      const remPx = parseFloat(rootStyle.fontSize);
      const scale = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'].map(
        (step) => parseFloat(rootStyle.getPropertyValue(`--text-${step}`)) * remPx,
      );
      const onScale = (px: number) => [remPx, ...scale].some((size) => Math.abs(size - px) < 0.1);
      const display =
        '.catalog-banner__title, .content-big-number, .catalog-content-countdown-value';
      const typeSet = new Set<Element>();
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (node.parentElement && node.textContent?.trim()) typeSet.add(node.parentElement);
      }
      for (const control of document.querySelectorAll('select, input, textarea'))
        typeSet.add(control);
      for (const el of typeSet) {
        if (!visible(el) || el.closest(display)) continue;
        const style = getComputedStyle(el);
        const px = parseFloat(style.fontSize);
        if (!onScale(px) || !['400', '700'].includes(style.fontWeight)) {
          problems.push({
            kind: 'type',
            detail: `${el.tagName.toLowerCase()}.${el.className} is set in ${px} px, weight ${style.fontWeight}`,
          });
        }
      }
      for (const selector of singleLineSelectors) {
        for (const el of document.querySelectorAll(selector)) {
          if (!visible(el)) continue;
          const range = document.createRange();
          range.selectNodeContents(el);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const firstBottom = Math.min(...rects.map((r) => r.bottom));
          if (rects.some((r) => r.top >= firstBottom - 2)) {
            problems.push({ kind: 'wrap', detail: `${selector} wraps: "${el.textContent}"` });
          }
        }
      }
      return problems;
    },
    [regions, singleLine] as const,
  );
}
