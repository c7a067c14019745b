/**
 * The runtime configuration the shell reads at start (/config.json), produced from the
 * environment so that a remote can move without rebuilding the shell.
 */
import type { RuntimeConfig } from '@shop/contracts';

type Env = Record<string, string | undefined>;

const REMOTES: Record<keyof RuntimeConfig['remotes'], number> = {
  mfe_catalog: 3001,
  mfe_cart_checkout: 3002,
  mfe_account: 3003,
  mfe_admin: 3004,
};

function url(name: string, value: string): string {
  try {
    const parsed = new URL(value);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http');
    return value;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/** A path on the shop's own origin ("/api") or an http(s) URL. */
function pathOrUrl(name: string, value: string): string {
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  return url(name, value);
}

function positiveInt(
  name: string,
  value: string | undefined,
  fallback: number,
  unit = 'milliseconds',
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number of ${unit}, got "${value}"`);
  return n;
}

/** A redis:// or rediss:// URL, or undefined. */
function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^rediss?:\/\/\S+$/.test(value))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${value}"`);
  return value;
}

/**
 * What the browser reads. apiUrl is where the browser calls the API: by default `/api` on the
 * shop's own origin, which the shell's server passes through to API_URL (PUBLIC_API_URL moves it,
 * e.g. back to the API's own origin).
 */
export function runtimeConfig(env: Env = process.env): RuntimeConfig {
  const host = env.PUBLIC_HOST ?? 'localhost';
  const remotes = {} as RuntimeConfig['remotes'];
  for (const [name, port] of Object.entries(REMOTES) as Array<[keyof typeof REMOTES, number]>) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    remotes[name] = url(key, env[key] ?? `http://${host}:${port}/mf-manifest.json`);
  }
  return { apiUrl: pathOrUrl('PUBLIC_API_URL', env.PUBLIC_API_URL ?? '/api'), remotes };
}

/**
 * What only the shell's server uses: the API it passes /api to, its time limits, the page cache
 * (PAGE_CACHE_TTL_MS=0 turns it off), the bound on renders at once, and Redis, where staff
 * changes are heard from.
 */
export function serverConfig(env: Env = process.env) {
  return {
    apiUpstream: url('API_URL', env.API_URL ?? 'http://localhost:4000/api'),
    apiTimeoutMs: positiveInt('API_PROXY_TIMEOUT_MS', env.API_PROXY_TIMEOUT_MS, 30000),
    manifestTtlMs: positiveInt('MANIFEST_TTL_MS', env.MANIFEST_TTL_MS, 5000),
    manifestTimeoutMs: positiveInt('MANIFEST_TIMEOUT_MS', env.MANIFEST_TIMEOUT_MS, 1000),
    pageCacheTtlMs: positiveInt('PAGE_CACHE_TTL_MS', env.PAGE_CACHE_TTL_MS, 30000),
    pageCacheStaleMs: positiveInt('PAGE_CACHE_STALE_MS', env.PAGE_CACHE_STALE_MS, 300000),
    pageCacheMaxBytes:
      positiveInt('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, 64, 'megabytes') * 1024 * 1024,
    maxConcurrentRenders: Math.max(
      1,
      positiveInt('SSR_MAX_CONCURRENT', env.SSR_MAX_CONCURRENT, 4, 'renders'),
    ),
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'shop:',
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
