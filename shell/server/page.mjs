/**
 * A page of the shop as the shell's server answers it: the built index.html with the runtime
 * config inlined (a JSON data block, which the Content-Security-Policy allows, as it never runs)
 * and the preloads of the route's files, so the browser needs no /config.json round trip and
 * fetches the route's code all at once.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES } from '@shop/contracts/languages';
import {
  createBootAssets,
  createManifestCache,
  entryUrl,
  escapeAttribute,
  findExposed,
  isSignedInPath,
  linkTag,
  modulesForPath,
  pageModuleForPath,
  remotePreloads,
} from './preloads.mjs';

/** The id of the data block the shell's bootstrap reads its runtime config from. */
export const CONFIG_ELEMENT_ID = 'shop-config';
/** The id of the data block a server-rendered remote page's data is in (served-page.ts). */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';
/**
 * A page whose first paint is in its HTML loads its code after that paint: its scripts and the
 * files they will ask for are listed in this data block, and pre-paint.js fetches them once the
 * page is on screen, so they do not compete with its styles and images for the network.
 */
export const AFTER_PAINT_ELEMENT_ID = 'shop-after-paint';
const DEFERRED_SCRIPT = /<script defer(?:="[^"]*")? src="([^"]+)"><\/script>/g;
/** Where a remote publishes its server build, beside its manifest. */
export const SERVER_MANIFEST = 'server/mf-manifest.json';

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can close it early. */
export function inlineJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Cookies of the request, by name. */
export function cookies(header = '') {
  const out = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in out)) {
      try {
        out[name] = decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        out[name] = part.slice(at + 1).trim();
      }
    }
  }
  return out;
}

/** Theme, language and session the first paint is made for, from the hint cookies. */
export function firstPaintFor({ cookieHeader, acceptLanguage = '', pathname }) {
  const jar = cookies(cookieHeader);
  const browser = acceptLanguage.trim().slice(0, 2).toLowerCase();
  const language =
    LANGUAGES.find((l) => l === jar.shop_lang) ?? LANGUAGES.find((l) => l === browser) ?? 'en';
  return {
    theme: jar.shop_theme === 'dark' ? 'dark' : 'light',
    language,
    // A page only a signed-in visitor has is rendered for one; elsewhere the cookie says.
    signedIn: jar.shop_session === '1' || isSignedInPath(pathname),
  };
}

const require = createRequire(import.meta.url);

/**
 * The server build of the shell's layout (server-build/render.cjs: `render`, and
 * `loadServerPage` for remotes' server builds), loaded again when a new build replaces it
 * (checked at most every ttlMs); null when there is none.
 */
function createLayoutRenderer({ serverBuild, ttlMs }) {
  if (!serverBuild) return async () => null;
  const file = path.join(serverBuild, 'render.cjs');
  let loaded = { at: -Infinity, mtime: null, build: null };
  return async function layoutRenderer() {
    const now = Date.now();
    if (now - loaded.at < ttlMs) return loaded.build;
    loaded = { ...loaded, at: now };
    try {
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== loaded.mtime) {
        delete require.cache[file];
        loaded = { at: now, mtime: mtimeMs, build: require(file) };
      }
    } catch {
      loaded = { at: now, mtime: null, build: null };
    }
    return loaded.build;
  };
}

/** Gives up after ms: the promise's value, or null (and the signal aborted) past the limit. */
async function within(ms, work) {
  const controller = new AbortController();
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The route's remote page rendered by the shell's server, when its remote publishes a server
 * build listing the page (server/mf-manifest.json beside its manifest, read through the
 * manifest cache: a remote without one, down or slow costs a page nothing for ttlMs). The
 * build is loaded through the federation runtime (again when its buildHash changes, so a
 * redeploy is picked up), then the page's own loader fetches its data from the API. All of it
 * within timeoutMs; anything failing, slow or throwing gives null: the page as without it.
 */
/** A remote's server entry may download for this many page time limits. */
const ENTRY_TIMEOUT_FACTOR = 10;

function createServerPages({ runtime, apiUpstream, manifest, timeoutMs }) {
  /** An exposed page of a remote's server build, or null when the remote publishes none. */
  async function loadPage(build, remote, exposed) {
    const manifestUrl = new URL(SERVER_MANIFEST, runtime.remotes[remote]);
    const found = await manifest(manifestUrl.href);
    const entry = found?.metaData?.remoteEntry;
    if (!entry?.name || !findExposed(found, exposed)) return null;
    return build.loadServerPage({
      remote,
      exposed,
      entry: entryUrl(entry, manifestUrl),
      version: String(found.metaData.buildHash ?? found.metaData.buildInfo?.buildVersion ?? ''),
      // The download goes on past this page's limit: the next pages get the build.
      timeoutMs: ENTRY_TIMEOUT_FACTOR * timeoutMs,
    });
  }

  /**
   * The page to render, or null; `failed` when the remote has a server page that did not come
   * in time or threw (a page without one, like the account's, has simply none to render).
   */
  async function serverPage(build, module, request) {
    if (!build?.loadServerPage || !module || !apiUpstream) return { page: null };
    const [remote, exposed] = module.split('/');
    if (!runtime.remotes[remote]) return { page: null };
    try {
      const page = await within(timeoutMs, async (signal) => {
        const found = await loadPage(build, remote, exposed);
        if (!found) return { none: true };
        const data = await found.load({ apiUrl: apiUpstream, ...request, signal });
        if (signal.aborted) return null;
        return { module, component: found.default, data: data ?? {}, loadTexts: found.loadTexts };
      });
      if (page?.none) return { page: null };
      return { page, failed: page === null };
    } catch (error) {
      console.error(`shell: ${module} could not be rendered on the server`, error);
      return { page: null, failed: true };
    }
  }

  /** Loads every remote's server pages ahead of the first visitor (failures are left quiet). */
  async function warm(build) {
    if (!build?.loadServerPage || !apiUpstream) return;
    await Promise.all(
      Object.keys(runtime.remotes).map(async (remote) => {
        const found = await manifest(new URL(SERVER_MANIFEST, runtime.remotes[remote]).href);
        for (const exposed of found?.exposes ?? [])
          await loadPage(build, remote, exposed.name).catch(() => null);
      }),
    );
  }

  return { serverPage, warm };
}

/** The first image of a product as the catalogue shows it (its main image). */
function mainImage(product) {
  const image = product?.images?.find((i) => i.image_index === 0);
  return image?.image_url || product?.imageUrl || null;
}

/**
 * The page's largest image, where the server can know it before any script runs: a product's
 * main image on its page, the first product's on the unfiltered listing. Read from the API
 * (kept ttlMs like the manifests, given up after timeoutMs: then there is simply no preload).
 */
function createLcpImage({ apiUpstream, json }) {
  const base = apiUpstream.replace(/\/+$/, '');
  return async function lcpImage(pathname, search) {
    const product = /^\/product\/(\d{1,10})$/.exec(pathname);
    if (product) return mainImage(await json(`${base}/product/${product[1]}`));
    if (pathname === '/products' && !search) {
      const list = await json(`${base}/products`);
      return mainImage(list?.products?.[0]);
    }
    return null;
  };
}

const decodeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The src of the first image of the markup with a high fetch priority (the page's largest). */
export function priorityImage(markup) {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const src = tag && /\bsrc="([^"]*)"/.exec(tag)?.[1];
  return src ? decodeAttribute(src) : null;
}

/**
 * @param {{ dist: string, serverBuild?: string, runtime: import('@shop/contracts').RuntimeConfig,
 *   apiUpstream?: string, manifestTtlMs: number, manifestTimeoutMs: number,
 *   fetchImpl?: typeof fetch }} options
 *   serverBuild: the folder of the layout's server build, never one that is served (without
 *   it, pages are answered without a first paint);
 *   apiUpstream: the API as the server reaches it, for the page's largest image.
 */
export function createPageRenderer({
  dist,
  serverBuild,
  runtime,
  apiUpstream,
  manifestTtlMs,
  manifestTimeoutMs,
  fetchImpl,
}) {
  const manifest = createManifestCache({
    ttlMs: manifestTtlMs,
    timeoutMs: manifestTimeoutMs,
    fetchImpl,
  });
  const bootAssets = createBootAssets({ dist, ttlMs: manifestTtlMs });
  const lcpImage = apiUpstream ? createLcpImage({ apiUpstream, json: manifest }) : async () => null;
  const layoutRenderer = createLayoutRenderer({ serverBuild, ttlMs: manifestTtlMs });
  const { serverPage, warm } = createServerPages({
    runtime,
    apiUpstream,
    manifest,
    timeoutMs: manifestTimeoutMs,
  });
  const config = inlineJson(runtime);
  let template;
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
    firstPaint = firstPaintFor({ cookieHeader, acceptLanguage, pathname }),
    bare = false,
  }) {
    const url = pathname + search;
    const build = bare ? Promise.resolve(null) : layoutRenderer();
    const [html, boot, remote, layout, image, served] = await Promise.all([
      readTemplate().html.catch(() => null),
      bootAssets(),
      remotePreloads(modulesForPath(pathname, firstPaint.signedIn), runtime.remotes, manifest),
      build,
      bare ? null : lcpImage(pathname, search).catch(() => null),
      build.then((b) =>
        serverPage(b, pageModuleForPath(pathname, firstPaint.signedIn), {
          url,
          language: firstPaint.language,
          signedIn: firstPaint.signedIn,
        }),
      ),
    ]);
    if (html === null) return null;
    const { page } = served;
    let complete = !bare && !served.failed;
    let markup = '';
    let rendered = null;
    if (layout?.render) {
      const input = { url, config: runtime, ...firstPaint };
      try {
        markup = await layout.render(page ? { ...input, page } : input);
        rendered = page;
      } catch (error) {
        console.error('shell: server render failed', error);
        complete = false;
        // A remote page that throws costs only itself: the layout is rendered without it.
        if (page) {
          try {
            markup = await layout.render(input);
          } catch (again) {
            console.error('shell: server render failed', again);
          }
        }
      }
    }
    // The rendered page names its largest image itself; else the one read from the API.
    const largest = (rendered && priorityImage(markup)) || image;
    // Only when the page's content is in the HTML (a remote page rendered here, or a page of
    // the shell's own): a page whose content is its remote's to render needs its code at once.
    const afterPaint =
      Boolean(markup) && (Boolean(rendered) || !pageModuleForPath(pathname, firstPaint.signedIn));
    const scripts = [
      ...boot.js.map((href) => ({ href, as: 'script' })),
      ...(boot.locales[firstPaint.language] ?? []).map((href) => ({ href, as: 'script' })),
      ...remote.filter((link) => link.as !== 'style'),
    ];
    const head = [
      `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${config}</script>`,
      ...(rendered
        ? [
            `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${inlineJson({ module: rendered.module, data: rendered.data })}</script>`,
          ]
        : []),
      // First: the largest image waits on nothing but its own download.
      ...(typeof largest === 'string' && /^https?:\/\/|^\//.test(largest)
        ? [
            `<link rel="preload" href="${escapeAttribute(largest)}" as="image" fetchpriority="high">`,
          ]
        : []),
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
              preload: scripts,
              scripts: [...html.matchAll(DEFERRED_SCRIPT)].map((m) => decodeAttribute(m[1])),
            })}</script>`,
          ]
        : scripts.map(linkTag)),
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
      .replace('<div id="root"></div>', () => root);
    return { html: document, complete };
  }

  /**
   * The builds a page is made of: the shell's own (its index.html) and those of the remotes the
   * path loads, browser and server build. A deploy of any of them gives a new value, so a page
   * cache keyed by it never answers a page of an earlier build.
   */
  async function buildsFor(pathname, signedIn) {
    const remotes = [...new Set(modulesForPath(pathname, signedIn).map((m) => m.split('/')[0]))];
    const urls = remotes.flatMap((r) => [
      runtime.remotes[r],
      new URL(SERVER_MANIFEST, runtime.remotes[r]).href,
    ]);
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
  const renderPage = async (request) => (await renderDocument(request))?.html ?? null;
  renderPage.document = renderDocument;
  renderPage.buildsFor = buildsFor;
  /** Loads the remotes' server builds now, so that the first visitors get their pages. */
  renderPage.warm = () => layoutRenderer().then(warm);
  return renderPage;
}
