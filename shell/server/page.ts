/**
 * A page of the shop as the shell's server answers it: the built index.html with the runtime
 * config inlined (a JSON data block, which the Content-Security-Policy allows, as it never runs)
 * and the preloads of the route's files, so the browser needs no /config.json round trip and
 * fetches the route's code all at once.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type ExposedModule, type RuntimeConfig } from '@shop/contracts';
import { CONFIG_ELEMENT_ID } from '../src/app/config';
import { modulesForPath, pageModuleForPath } from '../src/app/routes';
import { PAGE_DATA_ELEMENT_ID, type ServedPage } from '../src/lib/federation/served-page';
import type { FirstPaint } from '../src/lib/first-paint';
import type { loadServerPage } from './federation';
import type { ImageRequest, RenderedPage, RenderInput, Rendered } from './render';
import {
  createBootAssets,
  createManifestCache,
  entryUrl,
  escapeAttribute,
  findExposed,
  linkTag,
  remotePreloads,
} from './preloads';
/**
 * A page whose first paint is in its HTML loads its code after that paint: its scripts and the
 * files they will ask for are listed in this data block, and pre-paint.js fetches them once the
 * page is on screen, so they do not compete with its styles and images for the network.
 */
export const AFTER_PAINT_ELEMENT_ID = 'shop-after-paint';
const DEFERRED_SCRIPT = /<script defer(?:="[^"]*")? src="([^"]+)"><\/script>/g;
/** A URL the page may fetch: on the web or on this site (never a script's or a data URL). */
const FETCHABLE = /^https?:\/\/|^\//;

/**
 * The preload of the page's largest image, for the same file the image element will fetch: with
 * its `srcset` and `sizes`, the browser picks the copy for its screen (a preload of the `src`
 * alone fetches a file the element then does not use).
 */
export function imagePreload({ src, srcset, sizes }: ImageRequest): string {
  if (!FETCHABLE.test(src)) return '';
  const candidates = srcset?.split(',').map((candidate) => candidate.trim()) ?? [];
  const responsive = candidates.length > 0 && candidates.every((c) => FETCHABLE.test(c));
  return `<link rel="preload" href="${escapeAttribute(src)}" as="image"${
    responsive
      ? ` imagesrcset="${escapeAttribute(srcset!)}"${sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : ''}`
      : ''
  } fetchpriority="high">`;
}

export const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Where a remote publishes its server build, beside its manifest. */
export const SERVER_MANIFEST = 'server/mf-manifest.json';

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can close it early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Theme, language and session the first paint is made for, from the hint cookies. */
export function firstPaintFor({
  cookieHeader,
  acceptLanguage = '',
}: {
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}): FirstPaint {
  // The hint cookies, by name (the first of a name; their values are plain words).
  const jar = new URLSearchParams((cookieHeader ?? '').replace(/;\s*/g, '&'));
  const browser = acceptLanguage.trim().slice(0, 2).toLowerCase();
  const language =
    LANGUAGES.find((l) => l === jar.get('shop_lang')) ??
    LANGUAGES.find((l) => l === browser) ??
    'en';
  return {
    theme: jar.get('shop_theme') === 'dark' ? 'dark' : 'light',
    language,
    // Without the cookie, a page only a signed-in visitor has is the 404 page, as the browser
    // shows it to one without a token: never that page, with "Logout" in its header.
    signedIn: jar.get('shop_session') === '1',
  };
}

/** Gives up after ms: the promise's value, or null (and the signal aborted) past the limit. */
function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const signal = AbortSignal.timeout(ms);
  const late = new Promise<null>((resolve) =>
    signal.addEventListener('abort', () => resolve(null)),
  );
  return Promise.race([work(signal), late]);
}

/** A remote's server entry may download for this many page time limits. */
const ENTRY_TIMEOUT_FACTOR = 10;

type LoadServerPage = typeof loadServerPage;
type ManifestCache = ReturnType<typeof createManifestCache>;

/**
 * The route's remote page rendered by the shell's server, when its remote publishes a server
 * build listing the page (server/mf-manifest.json beside its manifest, read through the
 * manifest cache: a remote without one, down or slow costs a page nothing for ttlMs). The
 * build is loaded through the federation runtime (again when its buildHash changes, so a
 * redeploy is picked up), then the page's own loader fetches its data from the API: the one
 * request per resource of the visit. All of it within timeoutMs; anything failing, slow or
 * throwing gives null: the page as without it.
 */
function createServerPages({
  runtime,
  apiUpstream,
  manifest,
  timeoutMs,
  load,
}: {
  runtime: RuntimeConfig;
  apiUpstream: string | undefined;
  manifest: ManifestCache;
  timeoutMs: number;
  load: LoadServerPage | undefined;
}) {
  const remoteOf = (remote: string) => runtime.remotes[remote as keyof RuntimeConfig['remotes']];
  /** An exposed page of a remote's server build, or null when the remote publishes none. */
  async function loadPage(loader: LoadServerPage, remote: string, exposed: string) {
    const manifestUrl = new URL(SERVER_MANIFEST, remoteOf(remote));
    const found = await manifest(manifestUrl.href);
    const entry = found?.metaData?.remoteEntry;
    if (!found || !entry?.name || !findExposed(found, exposed)) return null;
    return loader({
      remote,
      exposed,
      entry: entryUrl(entry, manifestUrl.href),
      version: String(found.metaData?.buildHash ?? found.metaData?.buildInfo?.buildVersion ?? ''),
      // The download goes on past this page's limit: the next pages get the build.
      timeoutMs: ENTRY_TIMEOUT_FACTOR * timeoutMs,
    });
  }

  /**
   * The page to render, or null; `failed` when the remote has a server page that did not come
   * in time or threw (a page without one, like the account's, has simply none to render).
   */
  async function serverPage(
    module: ExposedModule | undefined,
    request: { url: string; language: FirstPaint['language']; signedIn: boolean },
  ): Promise<{ page: RenderedPage | null; failed?: boolean }> {
    if (!load || !module || !apiUpstream) return { page: null };
    const [remote = '', exposed = ''] = module.split('/');
    if (!remoteOf(remote)) return { page: null };
    try {
      const page = await within(timeoutMs, async (signal) => {
        const found = await loadPage(load, remote, exposed);
        if (!found) return 'none' as const;
        const data = await found.load({ apiUrl: apiUpstream, ...request, signal });
        if (signal.aborted) return null;
        const rendered: RenderedPage = {
          module,
          component: found.default,
          data: data ?? {},
          loadTexts: found.loadTexts,
        };
        // A title or status the page cannot tell leaves the banner its own and the page a 200;
        // the page renders all the same.
        try {
          const title = found.title?.(request, rendered.data);
          if (typeof title === 'string' && title) rendered.title = title;
          const status = found.status?.(request, rendered.data);
          if (Number.isInteger(status) && Math.floor((status ?? 0) / 100) === 4)
            rendered.status = status;
        } catch (error) {
          console.error(`shell: ${module} could not name its title or status on the server`, error);
        }
        return rendered;
      });
      if (page === 'none') return { page: null };
      return { page, failed: page === null };
    } catch (error) {
      console.error(`shell: ${module} could not be rendered on the server`, error);
      return { page: null, failed: true };
    }
  }

  /** Loads every remote's server pages ahead of the first visitor (failures are left quiet). */
  async function warm() {
    if (!load || !apiUpstream) return;
    await Promise.all(
      Object.keys(runtime.remotes).map(async (remote) => {
        const found = await manifest(new URL(SERVER_MANIFEST, remoteOf(remote)).href);
        for (const exposed of found?.exposes ?? [])
          await loadPage(load, remote, exposed.name).catch(() => null);
      }),
    );
  }

  return { serverPage, warm };
}

export interface PageRequest {
  pathname: string;
  search?: string;
  cookieHeader?: string;
  acceptLanguage?: string;
  /** Given, it is what the page is made for (and the cookies are not read). */
  firstPaint?: FirstPaint;
  /** Without the server render: the page the browser draws itself. */
  bare?: boolean;
}

export interface PageRendererOptions {
  /** The served folder (the browser build). */
  dist: string;
  runtime: RuntimeConfig;
  /** The layout's render (./render.tsx); without it, pages are answered without a first paint. */
  render?: (input: RenderInput) => Promise<Rendered>;
  /** Loads a remote's server page (./federation.ts); without it, no remote page is rendered. */
  loadServerPage?: LoadServerPage;
  /** The API as the server reaches it, for the pages' loaders. */
  apiUpstream?: string;
  manifestTtlMs: number;
  manifestTimeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createPageRenderer({
  dist,
  runtime,
  render,
  loadServerPage: load,
  apiUpstream,
  manifestTtlMs,
  manifestTimeoutMs,
  fetchImpl,
}: PageRendererOptions) {
  const manifest = createManifestCache({
    ttlMs: manifestTtlMs,
    timeoutMs: manifestTimeoutMs,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  const bootAssets = createBootAssets({ dist, ttlMs: manifestTtlMs });
  const { serverPage, warm } = createServerPages({
    runtime,
    apiUpstream,
    manifest,
    timeoutMs: manifestTimeoutMs,
    load,
  });
  const config = inlineJson(runtime);
  let template: { at: number; html: Promise<string>; id: Promise<string> } | undefined;
  const readTemplate = () => {
    const now = Date.now();
    if (!template || now - template.at >= manifestTtlMs) {
      const html = readFile(path.join(dist, 'index.html'), 'utf8');
      // A short fingerprint of the shell's build, computed once per read.
      const id = html.then(
        (h) => createHash('sha1').update(h).digest('hex').slice(0, 12),
        () => '-',
      );
      template = { at: now, html, id };
    }
    return template;
  };

  /** The root's markup: the layout with the page, or without it when the page throws. */
  async function renderLayout(input: RenderInput) {
    const none = { markup: '', largestImage: null, withPage: false };
    if (!render) return { ...none, failed: false };
    try {
      return { ...(await render(input)), withPage: Boolean(input.page), failed: false };
    } catch (error) {
      console.error('shell: server render failed', error);
      // A remote page that throws costs only itself: the layout is rendered without it.
      if (input.page)
        try {
          return {
            ...(await render({ ...input, page: undefined })),
            withPage: false,
            failed: true,
          };
        } catch (again) {
          console.error('shell: server render failed', again);
        }
      return { ...none, failed: true };
    }
  }

  /**
   * The page's HTML for a path, or null when the build has no index.html, and whether it is the
   * page as it should be (`complete`: nothing failed or ran out of time while it was made).
   * What the page is made for is `firstPaint` (theme, language, signed-in hint) and nothing else
   * of the request; given cookies and Accept-Language instead, it is read from them. `bare`
   * leaves the server render out: the page, its config and preloads, drawn by the browser.
   */
  async function renderDocument({
    pathname,
    search = '',
    cookieHeader,
    acceptLanguage,
    firstPaint = firstPaintFor({ cookieHeader, acceptLanguage }),
    bare = false,
  }: PageRequest): Promise<{ html: string; complete: boolean; status?: number } | null> {
    const url = pathname + search;
    const pageModule = pageModuleForPath(pathname, firstPaint.signedIn);
    const [html, boot, remote, served] = await Promise.all([
      readTemplate().html.catch(() => null),
      bootAssets(),
      remotePreloads(modulesForPath(pathname, firstPaint.signedIn), runtime.remotes, manifest),
      bare
        ? { page: null, failed: false }
        : serverPage(pageModule, {
            url,
            language: firstPaint.language,
            signedIn: firstPaint.signedIn,
          }),
    ]);
    if (html === null) return null;
    const { page } = served;
    const layout = bare
      ? { markup: '', largestImage: null, withPage: false, failed: false }
      : await renderLayout({ url, config: runtime, ...firstPaint, ...(page ? { page } : {}) });
    const { markup, title, largestImage: largest } = layout;
    const rendered = layout.withPage ? page : null;
    const complete = !bare && !served.failed && !layout.failed;
    // Only when the page's content is in the HTML (a remote page rendered here, or a page of
    // the shell's own): a page whose content is its remote's to render needs its code at once.
    const afterPaint = Boolean(markup) && (Boolean(rendered) || !pageModule);
    // The shell's files this page boots with, from the server that sent the page.
    const own = [...boot.js, ...(boot.locales[firstPaint.language] ?? [])];
    const remoteFiles = remote.filter((link) => link.as !== 'style');
    const head = [
      `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${config}</script>`,
      ...(rendered
        ? [
            `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${inlineJson({ module: rendered.module, data: rendered.data, title: rendered.title } satisfies ServedPage)}</script>`,
          ]
        : []),
      // First: the largest image waits on nothing but its own download.
      ...(largest ? [imagePreload(largest)] : []),
      ...boot.css.map((href) => `<link rel="stylesheet" href="${href}">`),
      // A page rendered here paints with its remote's styles, as its markup needs them: applied,
      // not only preloaded (the runtime's own link to the same file later finds it loaded).
      ...remote
        .filter((link) => link.as === 'style')
        .map((link) =>
          rendered ? `<link rel="stylesheet" href="${escapeAttribute(link.href)}">` : linkTag(link),
        ),
      ...(afterPaint
        ? [
            `<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${inlineJson({
              preload: remoteFiles,
              // The shell's chunk files run in order before its entry: each only hands its
              // modules to the shell's chunk list, so the entry finds them there and fetches none
              // of them again. A remote's files are only fetched ahead, for its runtime to run:
              // the shell's entry must not wait on another server.
              scripts: [
                ...own,
                ...[...html.matchAll(DEFERRED_SCRIPT)].map((m) => decodeAttribute(m[1]!)),
              ],
            })}</script>`,
          ]
        : [...own.map((href) => ({ href, as: 'script' as const })), ...remoteFiles].map(linkTag)),
    ].join('');
    const root = markup
      ? `<div id="root" data-first-paint="${escapeAttribute(JSON.stringify(firstPaint))}">${markup}</div>`
      : '<div id="root"></div>';
    const document = html
      .replace(
        /<html lang="[a-z-]*">/,
        () => `<html lang="${firstPaint.language}" data-theme="${firstPaint.theme}">`,
      )
      .replace(/<link rel="preload" href="\/config\.json"[^>]*>/, '')
      .replace(DEFERRED_SCRIPT, (tag) => (afterPaint ? '' : tag))
      // Functions, not strings: a "$&" in the markup or the config must stay as it is.
      .replace('</head>', () => `${head}</head>`)
      // The tab names the page from the first paint, as the browser's render will.
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        title ? `<title>${escapeAttribute(title)}</title>` : tag,
      )
      .replace('<div id="root"></div>', () => root);
    return { html: document, complete, ...(rendered?.status ? { status: rendered.status } : {}) };
  }

  /**
   * The builds a page is made of: the shell's own (its index.html) and those of the remotes the
   * path loads, browser and server build. A deploy of any of them gives a new value, so a page
   * cache keyed by it never answers a page of an earlier build.
   */
  async function buildsFor(pathname: string, signedIn: boolean): Promise<string> {
    const remotes = [...new Set(modulesForPath(pathname, signedIn).map((m) => m.split('/')[0]!))];
    const urls = remotes.flatMap((r) => {
      const url = runtime.remotes[r as keyof RuntimeConfig['remotes']];
      return [url, new URL(SERVER_MANIFEST, url).href];
    });
    const [shell, ...manifests] = await Promise.all([
      readTemplate().id,
      ...urls.map((u) => manifest(u)),
    ]);
    const versions = manifests.map(
      (m) => m?.metaData?.buildHash ?? m?.metaData?.buildInfo?.buildVersion ?? (m ? '?' : '-'),
    );
    return [shell, ...versions].join(',');
  }

  /** The page's HTML for a path, or null when the build has no index.html. */
  const renderPage = async (request: PageRequest) => (await renderDocument(request))?.html ?? null;
  return Object.assign(renderPage, {
    document: renderDocument,
    buildsFor,
    /** Loads the remotes' server builds now, so that the first visitors get their pages. */
    warm,
  });
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
