import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The compatibility rules by their own path: a runtime plugin runs before the shared
// @shop/contracts can be consumed.
import type { BuiltWith } from '@shop/contracts/compat';
import { unavailableModule } from './remote-unavailable';
import { freshEntry, isChunkLoadError } from './fresh-entry';
import { SHELL_BUILT_WITH } from './built-with';

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

type ErrorLoadRemote = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
type ErrorArgs = Parameters<ErrorLoadRemote>[0];
/** The part of the federation host the retry uses. */
interface Host {
  options: { remotes: Array<{ name: string; entry?: string }> };
  registerRemotes(
    remotes: Array<{ name: string; entry: string }>,
    options: { force: boolean },
  ): void;
  loadRemote(
    id: string,
    options?: { loadFactory?: boolean; from?: 'build' | 'runtime' },
  ): Promise<unknown>;
}

/** A remote built against contracts or libraries this shell cannot give it. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remoteName: string,
    readonly reason: string,
  ) {
    super(`Remote ${remoteName} refused: ${reason}`);
    this.name = 'IncompatibleRemoteError';
  }
}

function isManifest(url: string) {
  try {
    return new URL(url, 'http://localhost/').pathname.endsWith('.json');
  } catch {
    return false;
  }
}

/**
 * A remote built against this shell's contracts version, requiring each library in the range
 * the shell requires it in: the shell's own versions were installed from those ranges.
 */
function builtAlike(remote: BuiltWith, host: BuiltWith): boolean {
  const required = Object.entries(remote.ranges) as [keyof BuiltWith['ranges'], string][];
  return (
    remote.contracts === host.contracts &&
    required.every(([library, range]) => host.ranges[library] === range)
  );
}

/** Refuses a manifest whose remote was built against what this shell cannot run. */
async function checkCompatibility(url: string, response: Response, host: BuiltWith) {
  if (!response.ok || !isManifest(url)) return;
  const manifest = (await response
    .clone()
    .json()
    .catch(() => null)) as { metaData?: { name?: string; builtWith?: BuiltWith } } | null;
  const remote = manifest?.metaData?.builtWith;
  if (!remote || builtAlike(remote, host)) return;
  // The range rules (and the semver library behind them) load only for a remote built apart.
  const { incompatibility } = await import('@shop/contracts/compat');
  const problem = incompatibility(remote, host);
  if (!problem) return;
  const error = new IncompatibleRemoteError(manifest?.metaData?.name ?? url, problem);
  console.error(error.message);
  throw error;
}

/**
 * Keeps one remote's failure local: manifests and entries get a timeout, and a remote that cannot
 * load becomes a module whose rendering raises RemoteUnavailableError inside its RemoteBoundary,
 * instead of an exception that would blank the shell.
 *
 * A remote whose manifest says it was built against another @shop/contracts major, or a React,
 * router, jotai or swr range this shell's versions miss, is refused the same way, with a console
 * line naming both versions. A remote built on another minor of the same major runs: it gets the
 * page's contracts copy when that satisfies its range, and its own copy otherwise.
 *
 * A chunk that fails to load from a container already running (a tab opened before a deploy
 * whose files are gone) is tried once more: the remote is registered again with a cache-busted
 * manifest URL, so its current build is fetched, and the module is loaded from that build.
 */
export default function resiliencePlugin(
  options: { host?: BuiltWith | null } = {},
): ModuleFederationRuntimePlugin {
  /** What this shell was built with (compiled in); null skips the compatibility check. */
  const host = options.host === undefined ? SHELL_BUILT_WITH : options.host;
  /** Modules being loaded again after a chunk failure: a second failure shows the fallback. */
  const retrying = new Set<string>();
  /** When each remote was last registered anew: modules failing together share one refresh. */
  const refreshedAt = new Map<string, number>();

  async function reloadFromCurrentBuild({ id, from, origin }: ErrorArgs): Promise<unknown> {
    const host = origin as unknown as Host;
    const name = id.split('/')[0] ?? id;
    const remote = host.options.remotes.find((item) => item.name === name);
    if (!remote?.entry) return undefined;
    retrying.add(id);
    try {
      const now = Date.now();
      if (now - (refreshedAt.get(name) ?? -Infinity) > REMOTE_TIMEOUT_MS) {
        refreshedAt.set(name, now);
        host.registerRemotes([{ name, entry: freshEntry(remote.entry, now) }], { force: true });
      }
      const loaded =
        from === 'build'
          ? await host.loadRemote(id, { loadFactory: false, from: 'build' })
          : await host.loadRemote(id);
      return loaded ?? undefined;
    } finally {
      retrying.delete(id);
    }
  }

  return {
    name: 'shop-remote-resilience',
    async fetch(url, init) {
      const response = await fetchWithTimeout(url, init);
      if (host) await checkCompatibility(url, response, host);
      return response;
    },
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
    async errorLoadRemote(args) {
      const { id, error, lifecycle, from } = args;
      // A failed manifest (afterResolve) surfaces again at onLoad, where a module can stand in.
      if (lifecycle !== 'onLoad') return undefined;
      if (isChunkLoadError(error) && !retrying.has(id) && args.origin) {
        try {
          const recovered = await reloadFromCurrentBuild(args);
          if (recovered) return recovered;
        } catch (retryError) {
          console.warn(`Remote module ${id} failed again from its current build`, retryError);
        }
      }
      const module = unavailableModule(id, error);
      // The bundler's own imports expect a factory; runtime loadRemote calls expect the module.
      return from === 'build' ? () => module : module;
    },
  };
}
