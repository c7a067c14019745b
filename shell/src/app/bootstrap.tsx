import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './app';
import { setConfigAtom } from '../lib/config';
import { fetchRuntimeConfig } from './config';
import { initI18n, loadLanguage } from './i18n';
import { modulesForPath } from './routes';
import { languageAtom, servedPreferencesAtom, themeAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';
import { preloadRemote, registerShopRemotes, remoteComponent } from '../lib/federation/load-remote';
import { readServedPage } from '../lib/federation/served-page';
import { resolveTitleAtom } from '../features/title-banner/state';
import { readFirstPaint } from '../lib/first-paint';
import { yieldToMain } from '../lib/yield-to-main';
import '../styles/global.css';

/**
 * Boots the shell in three tasks, not one: this module starts in the task that evaluated the
 * last shared library it needed (react-dom, with every module of the shell's boot), then sets
 * up its texts and state, then registers and starts the remotes (the federation runtime's
 * work); each a task of its own, short enough to let the page answer a tap in between.
 */
async function start() {
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const store = createStore();
  // The server's first paint is hydrated when it was made for this visitor's session, even for
  // another theme or language (the hint cookies lost, another tab changed one): the page is then
  // hydrated as served, keeping what was typed into it, and turns to the stored ones after. For
  // the other session it is rendered anew.
  const served = readFirstPaint(root);
  const hydrate = served !== null && served.signedIn === Boolean(store.get(tokenAtom));
  if (
    hydrate &&
    (served.theme !== store.get(themeAtom) || served.language !== store.get(languageAtom))
  )
    store.set(servedPreferencesAtom, { theme: served.theme, language: served.language });
  initI18n(store.get(languageAtom));
  // The active language's texts (a chunk of their own unless English) load beside the config.
  const texts = loadLanguage(store.get(languageAtom)).catch((error: unknown) => {
    console.error('The texts of the language could not be loaded', error);
  });
  await yieldToMain();
  try {
    const config = await fetchRuntimeConfig();
    store.set(setConfigAtom, config);
    registerShopRemotes(config);
    // Start the current route's remotes now, in parallel with React's first render.
    modulesForPath(window.location.pathname, Boolean(store.get(tokenAtom))).forEach(
      (id) => void preloadRemote(id),
    );
  } catch (error) {
    // Without a config the shell still renders; every remote shows its fallback.
    console.error('The shop configuration could not be read', error);
  }
  await texts;
  const page = readServedPage();
  // The banner hydrates with the title the server rendered it with.
  if (page?.title)
    store.set(resolveTitleAtom, {
      location: window.location.pathname + window.location.search,
      title: page.title,
    });
  const app = (
    <StrictMode>
      <App store={store} pageRender={{ page, remoteComponent }} />
    </StrictMode>
  );
  // In a transition, React renders (or hydrates) in slices of a few milliseconds and lets the
  // browser paint and answer input between them, instead of one task of the whole page; each
  // remote's place (a Suspense boundary) then hydrates on its own as its code arrives.
  if (hydrate) {
    // A remote page in the server's markup hydrates once its code is here (already preloaded,
    // and given up after the resilience plugin's timeout): meanwhile the markup stays as served.
    if (page) await preloadRemote(page.module);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else startTransition(() => createRoot(root).render(app));
}

void start();
