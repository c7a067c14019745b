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

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text.trim());
  if (!match) return null;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  return [Number(match[1]), part(match[2]), part(match[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The upper bound (exclusive) of a caret range, as npm reads it. */
function caretCeiling([major, minor, patch]: Version): Version {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

/** Whether a version satisfies an npm range of the forms package.json uses (^, ~, >=, x, ||). */
export function satisfiesRange(version: string, range: string): boolean {
  const actual = parseVersion(version);
  if (!actual) return false;
  return range.split('||').some((alternative) => {
    const text = alternative.trim();
    if (text === '' || text === '*' || text === 'x') return true;
    const bounds = text.split(/\s+/);
    return bounds.every((bound) => {
      const operator = /^(\^|~|>=|<=|>|<|=)?/.exec(bound)![1] ?? '';
      const wanted = parseVersion(bound.slice(operator.length));
      if (!wanted) return false;
      const order = compare(actual, wanted);
      switch (operator) {
        case '^':
          return order >= 0 && compare(actual, caretCeiling(wanted)) < 0;
        case '~':
          return order >= 0 && compare(actual, [wanted[0], wanted[1] + 1, 0]) < 0;
        case '>=':
          return order >= 0;
        case '>':
          return order > 0;
        case '<=':
          return order <= 0;
        case '<':
          return order < 0;
        default: {
          // 1, 1.2 or 1.2.3 (with x): every version the given parts match.
          const parts = bound
            .slice(operator.length)
            .split('.')
            .filter((p) => /^\d+$/.test(p));
          return parts.every((p, i) => actual[i] === Number(p));
        }
      }
    });
  });
}

/**
 * Why a remote built with `remote` cannot run in a shell built with `host`, or null when it can.
 * Contracts: the same major, and the shell's contracts at least the remote's (a remote built on
 * additions the shell lacks would call what the shell's copy does not have; an older remote
 * runs on a newer shell). Libraries: the shell's version within the range the remote requires.
 */
export function incompatibility(remote: BuiltWith, host: BuiltWith): string | null {
  if (!satisfiesRange(host.contracts, `^${remote.contracts}`)) {
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
