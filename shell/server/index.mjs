// The shell's server: /api passed through to the API, its production build, deep links to
// index.html, and /config.json.
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@shop/contracts/security-headers';
import { createStaticServer, listen } from '@shop/contracts/static-server';
import { createApiProxy, isApiPath } from './api-proxy.mjs';
import { runtimeConfig, serverConfig } from './config.mjs';
import { isContentWrite, subscribeToContentChanges } from './content-changes.mjs';
import { createPageRenderer } from './page.mjs';
import { createPageCache } from './page-cache.mjs';
import { createPageHandler } from './page-server.mjs';

// RELEASES_DIR: the folder deploys publish into (current build on top, earlier ones retained).
const dist = process.env.RELEASES_DIR
  ? path.resolve(process.env.RELEASES_DIR)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`shell: PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(2);
}
if (!existsSync(dist)) {
  console.error('shell: no production build; run "npm run build -w shell" first');
  process.exit(2);
}

let config;
let headers;
let settings;
let runtime;
try {
  runtime = runtimeConfig();
  settings = serverConfig();
  config = JSON.stringify(runtime);
  // The API's own origin stays allowed: image URLs point there unless API_PUBLIC_URL moves
  // them, and PUBLIC_API_URL may send the browser there directly.
  headers = securityHeaders({
    ...runtime,
    apiUrl: runtime.apiUrl.startsWith('/') ? settings.apiUpstream : runtime.apiUrl,
  });
} catch (error) {
  console.error(`shell: ${error.message}`);
  process.exit(2);
}

const files = createStaticServer({
  dir: dist,
  spa: true,
  headers,
  routes: {
    '/config.json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(config);
    },
  },
}).listeners('request')[0];
const api = createApiProxy({ upstream: settings.apiUpstream, timeoutMs: settings.apiTimeoutMs });
const renderPage = createPageRenderer({
  dist,
  runtime,
  apiUpstream: settings.apiUpstream,
  manifestTtlMs: settings.manifestTtlMs,
  manifestTimeoutMs: settings.manifestTimeoutMs,
});

const cache = createPageCache({
  ttlMs: settings.pageCacheTtlMs,
  staleMs: settings.pageCacheStaleMs,
  maxBytes: settings.pageCacheMaxBytes,
});
const page = createPageHandler({
  renderPage,
  cache,
  maxConcurrent: settings.maxConcurrentRenders,
  ttlMs: settings.pageCacheTtlMs,
  staleMs: settings.pageCacheStaleMs,
  headers,
  files,
});
const closeChanges = subscribeToContentChanges({
  redisUrl: settings.redisUrl,
  keyPrefix: settings.redisKeyPrefix,
  onChange: () => cache.clear(),
});

/** A page route: a GET for a path without a file extension (what the static server answers with index.html). */
const isPage = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (pathname === '/' || pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname));

/** The API, and a staff change that passed through it forgets the cached pages. */
function passThrough(req, res, pathname) {
  if (isContentWrite(req.method, pathname))
    res.on('finish', () => {
      if (res.statusCode < 400) cache.clear();
    });
  api(req, res);
}

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (isApiPath(pathname)) passThrough(req, res, pathname);
  // The server build sits in dist/.ssr: never a file to hand out.
  else if (pathname.split('/').some((segment) => segment.startsWith('.'))) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  } else if (isPage(req, pathname))
    page(req, res, pathname).catch((error) => {
      console.error('shell: page', error);
      if (!res.headersSent) files(req, res);
    });
  else files(req, res);
});
listen(server, port, 'shop');
server.on('close', () => void closeChanges());
// The remotes' server builds load now, not with the first visitor's page.
renderPage.warm().catch(() => undefined);
