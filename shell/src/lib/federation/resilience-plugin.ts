import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './remote-unavailable';

/** How long a remote's manifest or entry may take before the remote counts as down. */
export const REMOTE_TIMEOUT_MS = 3000;

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Timed out after ${REMOTE_TIMEOUT_MS} ms: ${url}`)),
    REMOTE_TIMEOUT_MS,
  );
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps one remote's failure local: manifests and entries get a timeout, and a remote that cannot
 * load becomes a module whose rendering raises RemoteUnavailableError inside its RemoteBoundary,
 * instead of an exception that would blank the shell.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-resilience',
    fetch(url, init) {
      return fetchWithTimeout(url, init);
    },
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle, from }) {
      // A failed manifest (afterResolve) surfaces again at onLoad, where a module can stand in.
      if (lifecycle !== 'onLoad') return undefined;
      const module = unavailableModule(id, error);
      // The bundler's own imports expect a factory; runtime loadRemote calls expect the module.
      return from === 'build' ? () => module : module;
    },
  };
}
