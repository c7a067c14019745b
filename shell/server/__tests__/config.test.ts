/**
 * @jest-environment node
 */
import { runtimeConfig, serverConfig } from '../config';

describe('the runtime config the shell serves', () => {
  it("defaults to the local ports, and to the API on the shop's own origin", () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: '/api',
      remotes: {
        mfe_catalog: 'http://localhost:3001/mf-manifest.json',
        mfe_cart_checkout: 'http://localhost:3002/mf-manifest.json',
        mfe_account: 'http://localhost:3003/mf-manifest.json',
        mfe_admin: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });

  it("moves a remote and the browser's API base by environment variable, without a rebuild", () => {
    const config = runtimeConfig({
      REMOTE_MFE_CATALOG_URL: 'https://catalog.example.com/v2/mf-manifest.json',
      PUBLIC_API_URL: 'https://api.example.com/api',
    });
    expect(config.remotes.mfe_catalog).toBe('https://catalog.example.com/v2/mf-manifest.json');
    expect(config.apiUrl).toBe('https://api.example.com/api');
    expect(runtimeConfig({ PUBLIC_API_URL: '/shop-api' }).apiUrl).toBe('/shop-api');
  });

  it('refuses a value that is not an http(s) URL or a path, naming the variable', () => {
    expect(() => runtimeConfig({ REMOTE_MFE_ADMIN_URL: 'admin:3004' })).toThrow(
      /REMOTE_MFE_ADMIN_URL must be an http\(s\) URL/,
    );
    expect(() => runtimeConfig({ PUBLIC_API_URL: 'ftp://x' })).toThrow(/PUBLIC_API_URL/);
    expect(() => runtimeConfig({ PUBLIC_API_URL: '//evil.example/api' })).toThrow(/PUBLIC_API_URL/);
  });
});

describe("the shell server's own settings", () => {
  it('passes /api to API_URL, with time limits from the environment', () => {
    expect(serverConfig({})).toEqual({
      apiUpstream: 'http://localhost:4000/api',
      apiTimeoutMs: 30000,
      manifestTtlMs: 5000,
      manifestTimeoutMs: 1000,
      pageCacheTtlMs: 30000,
      pageCacheStaleMs: 300000,
      pageCacheMaxBytes: 64 * 1024 * 1024,
      maxConcurrentRenders: 4,
      redisUrl: undefined,
      redisKeyPrefix: 'shop:',
    });
    expect(serverConfig({ API_URL: 'http://api:4000/api', MANIFEST_TTL_MS: '0' })).toMatchObject({
      apiUpstream: 'http://api:4000/api',
      manifestTtlMs: 0,
    });
  });

  it('refuses a bad upstream or time limit, naming the variable', () => {
    expect(() => serverConfig({ API_URL: 'ftp://x' })).toThrow(/API_URL/);
    expect(() => serverConfig({ MANIFEST_TIMEOUT_MS: 'soon' })).toThrow(/MANIFEST_TIMEOUT_MS/);
    expect(() => serverConfig({ API_PROXY_TIMEOUT_MS: '-1' })).toThrow(/API_PROXY_TIMEOUT_MS/);
    expect(() => serverConfig({ PAGE_CACHE_MAX_MB: 'lots' })).toThrow(/PAGE_CACHE_MAX_MB/);
    expect(() => serverConfig({ SSR_MAX_CONCURRENT: '1.5' })).toThrow(/SSR_MAX_CONCURRENT/);
    expect(() => serverConfig({ REDIS_URL: 'http://redis' })).toThrow(/REDIS_URL/);
  });

  it('sizes the page cache and the renders at once, and turns the cache off with a 0 lifetime', () => {
    expect(
      serverConfig({
        PAGE_CACHE_TTL_MS: '0',
        PAGE_CACHE_MAX_MB: '8',
        SSR_MAX_CONCURRENT: '2',
        REDIS_URL: 'redis://redis:6379',
      }),
    ).toMatchObject({
      pageCacheTtlMs: 0,
      pageCacheMaxBytes: 8 * 1024 * 1024,
      maxConcurrentRenders: 2,
      redisUrl: 'redis://redis:6379',
    });
  });
});
