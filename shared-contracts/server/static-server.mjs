/**
 * The small static server every app is served by in `npm start` and in its container:
 * CORS for federation, hashed assets cached immutably, the federation entry files and the
 * runtime config never cached, precompressed .gz files preferred.
 */
import http from 'node:http';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const NEVER_CACHED =
  /(^|\/)(mf-manifest\.json|remoteEntry\.js|config\.json|index\.html|mf-stats\.json)$/;

export function cacheControlFor(pathname) {
  // A path without a file extension is a deep link answered with index.html.
  if (NEVER_CACHED.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) return 'no-store';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{ dir: string, spa?: boolean, routes?: Record<string, (req, res) => void>,
 *   headers?: Record<string, string> }} options
 *   routes: exact paths answered by a handler before the files (the shell's /config.json);
 *   headers: sent with every answer (the security headers of security-headers.mjs).
 */
export function createStaticServer({ dir, spa = false, routes = {}, headers = {} }) {
  const setHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // sirv's type table has no .ico, and nosniff forbids guessing: name the favicon's type.
    if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
  };
  // dev: true makes sirv look files up on every request instead of listing them once at start,
  // so a team can redeploy its dist/ in place under a running server (no stale lengths or 404s).
  const files = sirv(dir, { gzip: true, dev: true, etag: true, single: spa, setHeaders });
  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    const route = routes[pathname];
    if (route) {
      setHeaders(res, pathname);
      route(req, res);
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });
}

/** Starts a server and stops it cleanly on SIGINT/SIGTERM. */
export function listen(server, port, label) {
  server.listen(port, () => console.log(`${label} on http://localhost:${port}`));
  // Stop at once: open keep-alive connections from browsers must not keep the old server alive.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
