/**
 * The shell's remote loading as its server build sees it (it replaces lib/federation/load-remote
 * there). The page's own remote module, when its server build could be loaded, is rendered as it
 * is (setServerComponents, set for the length of one synchronous renderToString); every other
 * remote's place keeps its loading state (a Suspense fallback), and the browser loads the remote
 * into it.
 */
import { use, type ComponentType } from 'react';
import { browser } from 'react-dom';
import type { ExposedModule } from '@shop/contracts';

export type ServerComponent = ComponentType<Record<string, unknown>>;

let current = new Map<ExposedModule, ServerComponent>();

export function setServerComponents(components: Map<ExposedModule, ServerComponent>): void {
  current = components;
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

export function remoteComponent(id: ExposedModule): ServerComponent {
  return current.get(id) ?? Loading;
}

export function registerShopRemotes(): void {}

export function preloadRemote(): Promise<never> {
  return new Promise<never>(() => undefined);
}

export function forgetRemote(): void {}

/** The server renders one language per request: the page's texts were loaded with the page. */
export function loadRemoteTexts(): Promise<void> {
  return Promise.resolve();
}
