/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, securityHeaders } from '../security-headers.mjs';
import { createStaticServer } from '../static-server.mjs';

const CONFIG = {
  apiUrl: 'https://api.shop.example/api',
  remotes: {
    mfe_catalog: 'https://cdn.example/catalog/mf-manifest.json',
    mfe_cart_checkout: 'https://cdn.example/cart/mf-manifest.json',
    mfe_account: 'http://localhost:3003/mf-manifest.json',
  },
};

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('the security headers', () => {
  it('allow scripts only from the page and the origins of the runtime config, none inline', () => {
    const csp = directives(contentSecurityPolicy(CONFIG));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example', 'http://localhost:3003']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://cdn.example',
      'http://localhost:3003',
    ]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    for (const [name, values] of Object.entries(csp)) {
      if (name !== 'style-src') expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain('*');
    }
  });

  /** The answers of a static server with the security headers, for `urls`, over `files`. */
  async function answers(files: Record<string, string>, urls: string[]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
    const server = createStaticServer({ dir, spa: true, headers: securityHeaders(CONFIG) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      return await Promise.all(urls.map((url) => fetch(`${base}${url}`)));
    } finally {
      server.close();
    }
  }

  it('are sent with every document and error a static server answers', async () => {
    // A page, a deep link, an SVG (a document when opened on its own), a missing page.
    const responses = await answers(
      {
        'index.html': '<!doctype html><p>shop</p>',
        'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      ['/', '/products', '/logo.svg', '/missing.html'],
    );
    for (const response of responses) {
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(CONFIG));
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('leave out what only a document acts on from the scripts, styles, fonts and data a page loads', async () => {
    const responses = await answers(
      {
        'index.html': '<!doctype html><p>shop</p>',
        'main.0123abcd.js': 'console.log(1);',
        'main.0123abcd.css': 'p{}',
        'mf-manifest.json': '{}',
      },
      ['/main.0123abcd.js', '/main.0123abcd.css', '/mf-manifest.json', '/gone.js'],
    );
    for (const response of responses) {
      // Held to its declared type: never sniffed into a document.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(response.headers.get('content-type')).not.toMatch(/html|svg/);
    }
  });
});
