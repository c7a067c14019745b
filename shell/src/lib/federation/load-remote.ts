import { lazy, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, ExposedProps, RuntimeConfig } from '@shop/contracts';
import { unavailableModule } from './remote-unavailable';
import { freshEntry } from './fresh-entry';

/** A loaded module, typed by the contract's expose map (ExposeMap in @shop/contracts). */
type RemoteComponent<Id extends ExposedModule = ExposedModule> = ComponentType<ExposedProps<Id>>;
type RemoteModule<Id extends ExposedModule = ExposedModule> = { default: RemoteComponent<Id> };

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

/** Starts (once) the load of an exposed module; a failure resolves to the unavailable module. */
export function preloadRemote<Id extends ExposedModule>(id: Id): Promise<RemoteModule<Id>> {
  let promise = pending.get(id) as Promise<RemoteModule<Id>> | undefined;
  if (!promise) {
    promise = loadRemote<RemoteModule<Id>>(id)
      .then((module) => {
        if (!module) return unavailableModule(id, new Error('empty module'));
        loaded.set(id, module as RemoteModule);
        return module;
      })
      .catch((error: unknown) => unavailableModule(id, error));
    pending.set(id, promise as Promise<RemoteModule>);
  }
  return promise;
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
