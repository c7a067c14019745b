/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cacheControlFor, createStaticServer } from '../static-server.mjs';

function serve(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('static server', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>shop</p>');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1)'.repeat(200));
  writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync('console.log(1)'.repeat(200)));
  writeFileSync(
    path.join(dir, 'main.0123abcd.js.br'),
    brotliCompressSync('console.log(1)'.repeat(200)),
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x');
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createStaticServer({
      dir,
      spa: true,
      routes: { '/config.json': (_req, res) => res.end('{"a":1}') },
    });
    base = await serve(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('caches hashed assets for a year and never caches the federation entry files', () => {
    expect(cacheControlFor('/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    for (const file of [
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/config.json',
      '/index.html',
      '/',
    ]) {
      expect(cacheControlFor(file)).toBe('no-store');
    }
  });

  it('serves /favicon.ico as an icon, not the SPA page', async () => {
    const response = await fetch(`${base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect([...new Uint8Array(await response.arrayBuffer())].slice(0, 4)).toEqual([0, 0, 1, 0]);
  });

  it('answers with CORS headers and the precompressed file when gzip is accepted', async () => {
    const response = await fetch(`${base}/main.0123abcd.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)'.repeat(200));
  });

  it('prefers the Brotli copy when the browser accepts it, and varies by encoding', async () => {
    const compressed = async (acceptEncoding: string) => {
      const response = await fetch(`${base}/main.0123abcd.js`, {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      return {
        encoding: response.headers.get('content-encoding'),
        vary: response.headers.get('vary'),
        etag: response.headers.get('etag'),
        text: await response.text(),
      };
    };
    const chromium = await compressed('gzip, deflate, br, zstd');
    expect(chromium).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(chromium.text).toBe('console.log(1)'.repeat(200));
    const gzip = await compressed('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.etag).not.toBe(chromium.etag);
    const plain = await compressed('identity');
    expect(plain.encoding).toBeNull();
    expect(plain.text).toBe('console.log(1)'.repeat(200));
  });

  it('serves index.html for deep links and routes before files', async () => {
    const deep = await fetch(`${base}/product/12`);
    expect(await deep.text()).toContain('shop');
    expect(deep.headers.get('cache-control')).toBe('no-store');
    const config = await fetch(`${base}/config.json`);
    expect(await config.json()).toEqual({ a: 1 });
    expect(config.headers.get('cache-control')).toBe('no-store');
  });

  it('sees a file redeployed under it without a restart', async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"version":2}');
    expect(await (await fetch(`${base}/mf-manifest.json`)).json()).toEqual({ version: 2 });
  });
});
