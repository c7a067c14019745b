import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './app';
import { configAtom } from '../lib/config';
import { fetchRuntimeConfig } from './config';
import { initI18n } from './i18n';
import { modulesForPath } from './routes';
import { languageAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';
import { preloadRemote, registerShopRemotes } from '../lib/federation/load-remote';
import '../styles/global.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const store = createStore();
  initI18n(store.get(languageAtom));
  try {
    const config = await fetchRuntimeConfig();
    store.set(configAtom, config);
    registerShopRemotes(config);
    // Start the current route's remotes now, in parallel with React's first render.
    modulesForPath(window.location.pathname, Boolean(store.get(tokenAtom))).forEach(
      (id) => void preloadRemote(id),
    );
  } catch (error) {
    // Without a config the shell still renders; every remote shows its fallback.
    console.error('The shop configuration could not be read', error);
  }
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
