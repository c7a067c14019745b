import { lazy, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RuntimeConfig, ShellProps } from '@shop/contracts';
import { unavailableModule } from './remote-unavailable';
import { freshEntry } from './fresh-entry';

type RemoteComponent = ComponentType<ShellProps & Record<string, unknown>>;
type RemoteModule = { default: RemoteComponent };

const pending = new Map<ExposedModule, Promise<RemoteModule>>();
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
export function preloadRemote(id: ExposedModule): Promise<RemoteModule> {
  let promise = pending.get(id);
  if (!promise) {
    promise = loadRemote<RemoteModule>(id)
      .then((module) => module ?? unavailableModule(id, new Error('empty module')))
      .catch((error: unknown) => unavailableModule(id, error));
    pending.set(id, promise);
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
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry: freshEntry(entry) }], { force: true });
}

const components = new Map<ExposedModule, RemoteComponent>();

export function remoteComponent(id: ExposedModule, attempt = 0): RemoteComponent {
  const key = `${id}#${attempt}` as ExposedModule;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => preloadRemote(id));
    components.set(key, component);
  }
  return component;
}
