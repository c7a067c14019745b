/**
 * The shell's first paint rendered on its server (react-dom/server): the layout — header, title
 * banner, footer — for the visitor's theme, language and session as the hint cookies tell them,
 * and the route's remote page when its remote's server build could be loaded, with the data its
 * loader fetched. Everything a render uses comes in its input: the page (module, component and
 * data) reaches the app through its PageRenderContext, so two renders at once cannot mix pages.
 * Every other remote's place holds its loading state; the browser hydrates the markup and loads
 * the remotes into their places as it would after a client render.
 */
import { StrictMode, use } from 'react';
import { browser } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import i18next from 'i18next';
import {
  LANGUAGES,
  type ExposedModule,
  type InitialData,
  type Language,
  type RuntimeConfig,
  type ServerPageModule,
} from '@shop/contracts';
import { App } from '../src/app/app';
import { setConfigAtom } from '../src/lib/config';
import { initI18n, loadLanguage } from '../src/app/i18n';
import { languageAtom, setThemeAtom } from '../src/lib/preferences';
import { tokenAtom } from '../src/lib/session';
import { resolveTitleAtom } from '../src/features/title-banner/state';
import { documentTitle, pageTitle } from '../src/features/title-banner/title-banner';
import { isKnownPath } from '../src/app/routes';
import type { PageRender } from '../src/lib/federation/served-page';
import { SERVER_SESSION_TOKEN, type FirstPaint } from '../src/lib/first-paint';
import { decodeAttribute } from './page';

/** The route's remote page, loaded from its remote's server build, and its loader's data. */
export interface RenderedPage {
  module: ExposedModule;
  component: ServerPageModule['default'];
  data: InitialData;
  /** The page's texts in a language (the module's own loader, run once i18next is set up). */
  loadTexts?: ServerPageModule['loadTexts'];
  /** The title the page's module named from its data (`ServerPageModule.title`). */
  title?: string;
  /** The page's status as its module tells it from its data (`ServerPageModule.status`): a 4xx. */
  status?: number;
}

export interface RenderInput extends FirstPaint {
  /** Path and query of the page. */
  url: string;
  config: RuntimeConfig;
  page?: RenderedPage;
}

/** An image as its element asks for it: the browser picks from `srcset` by `sizes`, as it will. */
export interface ImageRequest {
  src: string;
  srcset?: string;
  sizes?: string;
}

export interface Rendered {
  /** The markup of the root element. */
  markup: string;
  /** The document's title, as the browser's render sets it (the page, then the shop). */
  title?: string;
  /** The page's largest image, as the rendered page names it (its high-priority image). */
  largestImage: ImageRequest | null;
}

/**
 * A place that is the browser's to render: the server writes its Suspense fallback, marked as
 * left to the browser on purpose (react-dom's `browser()`), so hydrating it reports no
 * recoverable error (a never-settling lazy component did: one "server could not finish this
 * Suspense boundary" error per place on every served page).
 */
const BROWSER_ONLY = browser('A remote module loads in the browser.');
function Loading(): null {
  use(BROWSER_ONLY);
  return null;
}

/** The markup's first image with a high fetch priority (the page's largest), as it asks for it. */
export function priorityImage(markup: string): ImageRequest | null {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const attribute = (name: string) => {
    const value = tag && new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    return value ? decodeAttribute(value) : undefined;
  };
  const src = attribute('src');
  if (!src) return null;
  const srcset = attribute('srcset');
  const sizes = srcset && attribute('sizes');
  return { src, ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) };
}

let i18nReady = false;

/** The root element's markup for the visitor the first-paint values describe, and its image. */
export async function render({
  url,
  config,
  theme,
  language,
  signedIn,
  page,
}: RenderInput): Promise<Rendered> {
  const lang: Language = LANGUAGES.includes(language) ? language : 'en';
  if (!i18nReady) {
    initI18n(lang);
    i18nReady = true;
  }
  await Promise.all([loadLanguage(lang), page?.loadTexts?.(lang)]);
  // Loaded, the change is synchronous, and rendering to a string is too, so no other request
  // can change the language in between.
  void i18next.changeLanguage(lang);
  const store = createStore();
  store.set(setConfigAtom, config);
  store.set(setThemeAtom, theme);
  store.set(languageAtom, lang);
  store.set(tokenAtom, signedIn ? SERVER_SESSION_TOKEN : null);
  // Parsed once, for the router and for the tab's title: the banner and the tab name one page.
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const resolved = page?.title ? { location: pathname + search, title: page.title } : null;
  if (resolved) store.set(resolveTitleAtom, resolved);
  const pageRender: PageRender = {
    page: page ? { module: page.module, data: page.data } : null,
    remoteComponent: ((id: ExposedModule) =>
      id === page?.module ? page.component : Loading) as PageRender['remoteComponent'],
  };
  const markup = renderToString(
    <StrictMode>
      <App
        store={store}
        pageRender={pageRender}
        router={(children) => (
          <MemoryRouter initialEntries={[{ pathname, search }]}>{children}</MemoryRouter>
        )}
      />
    </StrictMode>,
  );
  const t = i18next.getFixedT(lang, 'common');
  const title = documentTitle(
    pageTitle({ pathname, search }, resolved, (path) => isKnownPath(path, signedIn), t),
    t,
  );
  return { markup, title, largestImage: page ? priorityImage(markup) : null };
}
