/**
 * The shell's first paint rendered on its server (react-dom/server): the layout — header, title
 * banner, footer — for the visitor's theme, language and session as the hint cookies tell them,
 * with every remote's place holding its loading state. The browser hydrates it; the remotes
 * then load into their places as they would after a client render.
 */
import './server-globals';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import i18next from 'i18next';
import { LANGUAGES, type Language, type RuntimeConfig, type Theme } from '@shop/contracts';
import { App } from '../app/app';
import { configAtom } from '../lib/config';
import { initI18n, loadLanguage } from '../app/i18n';
import { darkModeAtom, languageAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';
import { SERVER_SESSION_TOKEN, type FirstPaint } from './first-paint';

export interface RenderInput extends FirstPaint {
  /** Path and query of the page. */
  url: string;
  config: RuntimeConfig;
}

let i18nReady = false;

/** The markup of the root element, for the visitor the first-paint values describe. */
export async function render({
  url,
  config,
  theme,
  language,
  signedIn,
}: RenderInput): Promise<string> {
  const lang: Language = LANGUAGES.includes(language) ? language : 'en';
  if (!i18nReady) {
    initI18n(lang);
    i18nReady = true;
  }
  await loadLanguage(lang);
  // Loaded, the change is synchronous, and rendering to a string is too, so no other request
  // can change the language in between.
  void i18next.changeLanguage(lang);
  const store = createStore();
  store.set(configAtom, config);
  store.set(darkModeAtom, theme === 'dark');
  store.set(languageAtom, lang);
  store.set(tokenAtom, signedIn ? SERVER_SESSION_TOKEN : null);
  return renderToString(
    <StrictMode>
      <App
        store={store}
        router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      />
    </StrictMode>,
  );
}

export type { Theme };
