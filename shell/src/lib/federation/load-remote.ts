import { lazy, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import type {
  DataPrefetcher,
  ExposedModule,
  ExposedProps,
  Language,
  RuntimeConfig,
  TextsLoader,
} from '@shop/contracts';
import { unavailableModule } from './remote-unavailable';
import { freshEntry } from './fresh-entry';

/** A loaded module, typed by the contract's expose map (ExposeMap in @shop/contracts). */
type RemoteComponent<Id extends ExposedModule = ExposedModule> = ComponentType<ExposedProps<Id>>;
type RemoteModule<Id extends ExposedModule = ExposedModule> = TextsLoader &
  DataPrefetcher & {
    default: RemoteComponent<Id>;
  };

const pending = new Map<ExposedModule, Promise<RemoteModule>>();
/** Modules already loaded: rendered as they are, with no Suspense (hydration meets them ready). */
const loaded = new Map<ExposedModule, RemoteModule>();
/** Each remote's manifest URL from the runtime config. */
const entries = new Map<string, string>();

export function registerShopRemotes(config: RuntimeConfig) {
  for (const [name, entry] of Object.entries(config.remotes)) entries.set(name, entry);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The longest a remote's module waits for its stylesheets before it renders anyway. */
export const STYLES_TIMEOUT_MS = 3000;

/**
 * Resolves once the stylesheets the runtime put on the page for a remote (its files, beside its
 * manifest) have loaded, failed, or STYLES_TIMEOUT_MS passed: a module rendered before its styles
 * would paint unstyled and then move.
 */
export function stylesOf(remote: string): Promise<void> {
  const entry = entries.get(remote);
  if (!entry || typeof document === 'undefined') return Promise.resolve();
  const base = new URL('.', new URL(entry, document.baseURI)).href;
  const waiting = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
  ).filter((link) => link.href.startsWith(base) && !link.sheet);
  if (waiting.length === 0) return Promise.resolve();
  const settled = (link: HTMLLinkElement) =>
    new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
  return Promise.race([
    Promise.all(waiting.map(settled)).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, STYLES_TIMEOUT_MS)),
  ]);
}

/** Starts (once) the load of an exposed module; a failure resolves to the unavailable module. */
export function preloadRemote<Id extends ExposedModule>(id: Id): Promise<RemoteModule<Id>> {
  let promise = pending.get(id) as Promise<RemoteModule<Id>> | undefined;
  if (!promise) {
    promise = loadRemote<RemoteModule<Id>>(id)
      .then(async (module) => {
        if (!module) return unavailableModule(id, new Error('empty module'));
        // Its styles and its texts in the page's language: it first renders as it will stay.
        await Promise.all([
          stylesOf(id.split('/')[0] ?? id),
          module.loadTexts?.(i18next.language as Language).catch(() => undefined),
        ]);
        loaded.set(id, module as RemoteModule);
        return module;
      })
      .catch((error: unknown) => unavailableModule(id, error));
    pending.set(id, promise as Promise<RemoteModule>);
  }
  return promise;
}

/** Loads every loaded module's texts in a language (before the page switches to it). */
export function loadRemoteTexts(language: Language): Promise<unknown> {
  return Promise.all(
    Array.from(loaded.values(), (module) => module.loadTexts?.(language).catch(() => undefined)),
  );
}

/**
 * Forgets a failed load so that Retry really tries again: the remote's container and modules
 * are dropped and the remote registered anew with a cache-busted manifest URL, so its current
 * build is fetched.
 */
export function forgetRemote(id: ExposedModule) {
  const name = id.split('/')[0] ?? id;
  for (const key of pending.keys()) if (key.startsWith(`${name}/`)) pending.delete(key);
  for (const key of loaded.keys()) if (key.startsWith(`${name}/`)) loaded.delete(key);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry: freshEntry(entry) }], { force: true });
}

const components = new Map<ExposedModule, RemoteComponent>();

export function remoteComponent<Id extends ExposedModule>(
  id: Id,
  attempt = 0,
): RemoteComponent<Id> {
  const key = `${id}#${attempt}` as ExposedModule;
  let component = components.get(key) as RemoteComponent<Id> | undefined;
  if (!component) {
    const ready = loaded.get(id) as RemoteModule<Id> | undefined;
    component = ready
      ? ready.default
      : (lazy(() => preloadRemote(id)) as unknown as RemoteComponent<Id>);
    components.set(key, component as RemoteComponent);
  }
  return component;
}
