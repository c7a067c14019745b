/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfig, serverConfig } from '../config';
import { createShellServer } from '../shell-server';
import { isHiddenPath, servedPath } from '@shop/build/static-server';

const SECRET = 'server-only: never served';

/**
 * A served folder as a deploy leaves it: the build on top, retained builds in .releases, and
 * hidden files that are nobody's business (a server build an older deploy left in .ssr).
 */
function servedFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-served-'));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  put('index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  put('main.0123abcd.js', 'console.log(1)');
  put('.ssr/render.cjs', SECRET);
  put('.releases/0123456789ab/.ssr/render.cjs', SECRET);
  put('.releases/releases.json', SECRET);
  put('.env', SECRET);
  put('assets/.hidden.js', SECRET);
  return dir;
}

/** GET with the path exactly as written: fetch would resolve dots and escapes first. */
function get(port: number, rawPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const SPELLINGS = [
  '/.ssr/render.cjs',
  '/%2essr/render.cjs',
  '/%2Essr/render.cjs',
  '/%252essr/render.cjs',
  '/%25252essr/render.cjs',
  '/%2essr%2frender.cjs',
  '/%2Essr%2Frender.cjs',
  '/.ssr%2frender.cjs',
  '/x/../.ssr/render.cjs',
  '/x/%2e%2e/.ssr/render.cjs',
  '/x/%2e%2e/%2essr/render.cjs',
  '/x/%252e%252e/%252essr/render.cjs',
  '/x%2f..%2f.ssr/render.cjs',
  '/x\\..\\.ssr\\render.cjs',
  '/%5c.ssr%5crender.cjs',
  '/x%5c..%5c%2essr%5crender.cjs',
  '/./.ssr/render.cjs',
  '/%2e/%2essr/render.cjs',
  '//.ssr/render.cjs',
  '/.ssr/render.cjs/',
  '/.ssr/./render.cjs',
  '/.ssr./render.cjs',
  '/.ssr/render.cjs.',
  '/%2ereleases/0123456789ab/%2essr/render.cjs',
  '/%2Ereleases/releases.json',
  '/%2eenv',
  '/assets/%2ehidden.js',
];

describe("the shell's server and files that are not the site's", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    ({ server } = createShellServer({
      dist: servedFolder(),
      // Every remote named, as in production, and none of them reachable.
      runtime: runtimeConfig(
        Object.fromEntries(
          ['MFE_CATALOG', 'MFE_CART_CHECKOUT', 'MFE_ACCOUNT', 'MFE_ADMIN'].map((name) => [
            `REMOTE_${name}_URL`,
            'http://127.0.0.1:9/mf-manifest.json',
          ]),
        ),
      ),
      settings: {
        ...serverConfig({}),
        apiUpstream: 'http://127.0.0.1:9/api',
        apiTimeoutMs: 1000,
        manifestTtlMs: 1000,
        manifestTimeoutMs: 100,
      },
      headers: {},
    }));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it.each(SPELLINGS)('refuses %s', async (spelling) => {
    const { status, body } = await get(port, spelling);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain(SECRET);
  });

  it.each(['/%ff', '/%e0%a4%a', '/a%00b', '/%2500'])(
    'answers %s, which decodes to no path, with 400',
    async (spelling) => {
      expect((await get(port, spelling)).status).toBe(400);
    },
  );

  it('still serves the build and its deep links', async () => {
    expect(await get(port, '/main.0123abcd.js')).toEqual({ status: 200, body: 'console.log(1)' });
    expect((await get(port, '/%6dain.0123abcd.js')).status).toBe(200);
    expect((await get(port, '/products/shoes')).body).toContain('<div id="root">');
  });

  it('reads a path as the static server will: decoded, slashes for backslashes, dots resolved', () => {
    expect(servedPath('/a/%2e%2e/%252essr\\x')).toBe('/.ssr/x');
    expect(isHiddenPath('/.ssr/x')).toBe(true);
    expect(isHiddenPath('/assets/main.0123abcd.js')).toBe(false);
  });

  it('builds the server outside the served dist/', () => {
    const shell = path.join(__dirname, '..', '..');
    const out = execFileSync(
      process.execPath,
      ['-p', "require('./rspack.server.cjs')({}, { mode: 'production' }).output.path"],
      { cwd: shell, encoding: 'utf8' },
    ).trim();
    const relative = path.relative(path.join(shell, 'dist'), out);
    expect(relative.startsWith('..')).toBe(true);
    expect(path.isAbsolute(relative)).toBe(false);
  });
});
