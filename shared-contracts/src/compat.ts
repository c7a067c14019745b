import major from 'semver/functions/major';
import satisfies from 'semver/functions/satisfies';
import valid from 'semver/functions/valid';

/** The shared libraries whose version a remote and the shell must agree on. */
export const COMPAT_LIBRARIES = ['react', 'react-router-dom', 'jotai', 'swr'] as const;
export type CompatLibrary = (typeof COMPAT_LIBRARIES)[number];

/**
 * What an app was built against, written into a remote's mf-manifest.json (metaData.builtWith)
 * and compiled into the shell: the contracts version, the ranges its package.json requires and
 * the versions it bundled.
 */
export interface BuiltWith {
  contracts: string;
  ranges: Partial<Record<CompatLibrary, string>>;
  versions: Partial<Record<CompatLibrary, string>>;
}

/** Whether a version satisfies an npm range of any form package.json uses (^, ~, >=, x, ||). */
export function satisfiesRange(version: string, range: string): boolean {
  return satisfies(version, range);
}

function majorOf(version: string): number | null {
  return valid(version) ? major(version) : null;
}

/**
 * Why a remote built with `remote` cannot run in a shell built with `host`, or null when it can.
 * Contracts: the same major. @shop/contracts is shared with the range `^<the app's version>`, not
 * as a singleton, so a remote gets the page's copy when it satisfies that range and its own
 * bundled copy otherwise: an older remote runs on a newer shell's copy, and a remote built on
 * additions the shell lacks brings them with it. Another major may have changed what the shell
 * hands a remote (its props, events and payloads), so it is refused. Libraries: the shell's
 * version within the range the remote requires (they are singletons: one copy per page).
 */
export function incompatibility(remote: BuiltWith, host: BuiltWith): string | null {
  const remoteMajor = majorOf(remote.contracts);
  if (remoteMajor === null || remoteMajor !== majorOf(host.contracts)) {
    return `built against @shop/contracts ${remote.contracts}, the shell runs @shop/contracts ${host.contracts}`;
  }
  for (const library of COMPAT_LIBRARIES) {
    const range = remote.ranges[library];
    const provided = host.versions[library];
    if (range && provided && !satisfiesRange(provided, range)) {
      return `requires ${library} ${range}, the shell runs ${library} ${provided}`;
    }
  }
  return null;
}
