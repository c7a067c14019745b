/**
 * The shell's first paint rendered on its server (react-dom/server): the layout — header, title
 * banner, footer — for the visitor's theme, language and session as the hint cookies tell them,
 * and the route's remote page when its remote's server build could be loaded (loadServerPage),
 * with the data its loader fetched; every other remote's place holds its loading state. The
 * browser hydrates it; the remotes then load into their places as they would after a client
 * render.
 */
import './server-globals';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import i18next from 'i18next';
import {
  LANGUAGES,
  type ExposedModule,
  type InitialData,
  type Language,
  type RuntimeConfig,
  type ServerPageModule,
  type Theme,
} from '@shop/contracts';
import { App } from '../app/app';
import { setConfigAtom } from '../lib/config';
import { initI18n, loadLanguage } from '../app/i18n';
import { languageAtom, setThemeAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';
import { setServedPage } from '../lib/federation/served-page';
import { SERVER_SESSION_TOKEN, type FirstPaint } from './first-paint';
import { setServerComponents, type ServerComponent } from './server-remotes';

export { loadServerPage } from './server-federation';

export interface RenderInput extends FirstPaint {
  /** Path and query of the page. */
  url: string;
  config: RuntimeConfig;
  /** The route's remote page, loaded from its remote's server build, and its loader's data. */
  page?: {
    module: ExposedModule;
    component: ServerPageModule['default'];
    data: InitialData;
    /** The page's texts in a language (the module's own loader, run once i18next is set up). */
    loadTexts?: ServerPageModule['loadTexts'];
  };
}

let i18nReady = false;

/** The markup of the root element, for the visitor the first-paint values describe. */
export async function render({
  url,
  config,
  theme,
  language,
  signedIn,
  page,
}: RenderInput): Promise<string> {
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
  // Set for this synchronous render only: no other request's render can read them.
  setServerComponents(
    new Map(page ? [[page.module, page.component as unknown as ServerComponent]] : []),
  );
  setServedPage(page ? { module: page.module, data: page.data } : null);
  try {
    return renderToString(
      <StrictMode>
        <App
          store={store}
          router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
        />
      </StrictMode>,
    );
  } finally {
    setServerComponents(new Map());
    setServedPage(null);
  }
}

export type { Theme };
