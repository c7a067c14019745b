/**
 * The shell's remote loading as its server build sees it (it replaces lib/federation/load-remote
 * there). The page's own remote module, when its server build could be loaded, is rendered as it
 * is (setServerComponents, set for the length of one synchronous renderToString); every other
 * remote's place keeps its loading state (a Suspense fallback), and the browser loads the remote
 * into it.
 */
import { lazy, type ComponentType } from 'react';
import type { ExposedModule } from '@shop/contracts';

export type ServerComponent = ComponentType<Record<string, unknown>>;

let current = new Map<ExposedModule, ServerComponent>();

export function setServerComponents(components: Map<ExposedModule, ServerComponent>): void {
  current = components;
}

/** A place that never loads on the server: its Suspense fallback is what the page shows. */
const Loading = lazy(() => new Promise<{ default: ServerComponent }>(() => undefined));

export function remoteComponent(id: ExposedModule): ServerComponent {
  return current.get(id) ?? Loading;
}

export function registerShopRemotes(): void {}

export function preloadRemote(): Promise<never> {
  return new Promise<never>(() => undefined);
}

export function forgetRemote(): void {}
