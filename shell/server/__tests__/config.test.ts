/**
 * @jest-environment node
 */
import { runtimeConfig } from '../config.mjs';

describe('the runtime config the shell serves', () => {
  it('defaults to the local ports', () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: 'http://localhost:4000/api',
      remotes: {
        mfe_catalog: 'http://localhost:3001/mf-manifest.json',
        mfe_cart_checkout: 'http://localhost:3002/mf-manifest.json',
        mfe_account: 'http://localhost:3003/mf-manifest.json',
        mfe_admin: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });

  it('moves a remote and the API by environment variable, without a rebuild', () => {
    const config = runtimeConfig({
      REMOTE_MFE_CATALOG_URL: 'https://catalog.example.com/v2/mf-manifest.json',
      API_URL: 'https://api.example.com/api',
    });
    expect(config.remotes.mfe_catalog).toBe('https://catalog.example.com/v2/mf-manifest.json');
    expect(config.apiUrl).toBe('https://api.example.com/api');
  });

  it('refuses a value that is not an http(s) URL, naming the variable', () => {
    expect(() => runtimeConfig({ REMOTE_MFE_ADMIN_URL: 'admin:3004' })).toThrow(
      /REMOTE_MFE_ADMIN_URL must be an http\(s\) URL/,
    );
    expect(() => runtimeConfig({ API_URL: 'ftp://x' })).toThrow(/API_URL/);
  });
});
