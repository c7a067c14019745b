/**
 * The small static server every app is served by in `npm start` and in its container:
 * CORS for federation, hashed assets cached immutably, the federation entry files and the
 * runtime config never cached, precompressed .br or .gz files preferred. A hashed file the current
 * build lacks is answered from the retained earlier builds (see releases.mjs), never an entry
 * file.
 */
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { retainedFolders } from './releases.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const NEVER_CACHED =
  /(^|\/)(mf-manifest\.json|remoteEntry\.js|config\.json|index\.html|mf-stats\.json)$/;

/** Encodings undone before giving up: `%252e` is a dot to anything that decodes twice. */
const MAX_DECODES = 3;

/** The request's path as sent (no query): `//x` stays a path, where `new URL` reads a host. */
export function requestPath(url = '/') {
  return url.split(/[?#]/)[0];
}

/**
 * What a request path names on disk, decided as a file server will read it: decoded until
 * nothing changes, backslashes read as slashes, dot segments resolved. Null when it does not
 * decode, is no path, holds a control character or is still encoded after MAX_DECODES rounds.
 * A guard that looks at the path as sent lets `/%2essr/…` through to a server that decodes it.
 */
export function servedPath(pathname) {
  if (!pathname.startsWith('/')) return null;
  let current = pathname;
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    let decoded;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) {
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
      return path.posix.normalize(decoded.replaceAll('\\', '/'));
    }
    current = decoded;
  }
  return null;
}

/** True when a segment of a served path is hidden (`.releases`, `.env`): never a file to hand out. */
export function isHiddenPath(served) {
  return served.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Files a page loads as scripts, styles, fonts, raster images or data: never shown as a document
 * of their own (nosniff holds them to their type). SVG is left out: opened on its own, it is a
 * document that can run script.
 */
const SUBRESOURCE = /\.(m?js|css|json|woff2?|png|jpe?g|webp|avif|gif|ico)$/i;

/**
 * Headers only a document acts on (its policy for what it may load and run, who may frame it,
 * its browsing context group). A page loads ~40 files; the policy alone is ~0.8 KB, and HTTP/1.1
 * repeats it uncompressed in each answer.
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
]);

/** The headers of `headers` that apply to the file at `pathname`. */
export function headersFor(headers, pathname) {
  if (!SUBRESOURCE.test(pathname)) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name.toLowerCase())),
  );
}

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
 *   headers: the security headers of security-headers.mjs, sent with every answer but those
 *   only a document acts on, which a script, style, font, image or data file goes without.
 */
export function createStaticServer({ dir, spa = false, routes = {}, headers = {} }) {
  const setHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headersFor(headers, pathname)))
      res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // sirv's type table has no .ico, and nosniff forbids guessing: name the favicon's type.
    if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
  };
  // dev: true makes sirv look files up on every request instead of listing them once at start,
  // so a team can redeploy its dist/ in place under a running server (no stale lengths or 404s).
  const options = { brotli: true, gzip: true, dev: true, etag: true, setHeaders };
  const files = sirv(dir, { ...options, single: spa });
  const earlier = new Map();
  const earlierFiles = (folder) => {
    let handler = earlier.get(folder);
    if (!handler) {
      handler = sirv(folder, options);
      earlier.set(folder, handler);
    }
    return handler;
  };
  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    res.end('Not found');
  };
  /** Tries the retained builds, newest first, for a hashed file. */
  const fromEarlierBuilds = (req, res, pathname) => {
    if (!HASHED.test(pathname) || pathname.split('/').includes('..')) return notFound(res);
    const folders = retainedFolders(dir);
    const next = (index) => {
      const folder = folders[index];
      if (!folder) return notFound(res);
      earlierFiles(path.resolve(folder))(req, res, () => next(index + 1));
    };
    next(0);
  };
  return http.createServer((req, res) => {
    const pathname = requestPath(req.url);
    const served = servedPath(pathname);
    for (const [name, value] of Object.entries(headersFor(headers, pathname)))
      res.setHeader(name, value);
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
    if (served === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Bad request');
      return;
    }
    // The retained copies (.releases) are reachable only through the current build's misses,
    // and no other hidden file is the site's, however the path spells its dot.
    if (isHiddenPath(served)) return notFound(res);
    files(req, res, () => fromEarlierBuilds(req, res, pathname));
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
