// The shell's server: /api passed through to the API, its production build, deep links to
// index.html, and /config.json.
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@shop/contracts/security-headers';
import { createStaticServer, listen } from '@shop/contracts/static-server';
import { createApiProxy, isApiPath } from './api-proxy.mjs';
import { runtimeConfig, serverConfig } from './config.mjs';
import { createPageRenderer } from './page.mjs';

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

/** A page route: a GET for a path without a file extension (what the static server answers with index.html). */
const isPage = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (pathname === '/' || pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname));

async function page(req, res, pathname) {
  const html = await renderPage({
    pathname,
    search: new URL(req.url ?? '/', 'http://localhost').search,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  if (html === null) {
    files(req, res);
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  const body = Buffer.from(html);
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(req.method === 'HEAD' ? undefined : gzipSync(body));
  } else res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (isApiPath(pathname)) api(req, res);
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
// The remotes' server builds load now, not with the first visitor's page.
renderPage.warm().catch(() => undefined);
