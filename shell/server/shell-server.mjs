/**
 * The shell's server: /api passed through to the API, its production build, deep links to
 * index.html (with the first paint rendered here), and /config.json.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  createStaticServer,
  isHiddenPath,
  requestPath,
  servedPath,
} from '@shop/contracts/static-server';
import { createApiProxy, isApiPath } from './api-proxy.mjs';
import { createPageRenderer } from './page.mjs';

/** A page route: a GET for a path without a file extension (what the static server answers with index.html). */
const isPage = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (pathname === '/' || pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname));

function sendPage(req, res, html, headers) {
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

/**
 * @param {{ dist: string, serverBuild?: string, runtime: import('@shop/contracts').RuntimeConfig,
 *   settings: import('./config.mjs').ServerConfig,
 *   headers: Record<string, string> }} options
 *   dist: the served folder (the browser build); serverBuild: the layout's server build, which
 *   must lie outside it; headers: the security headers of every answer.
 */
export function createShellServer({ dist, serverBuild, runtime, settings, headers }) {
  const config = JSON.stringify(runtime);
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
    serverBuild,
    runtime,
    apiUpstream: settings.apiUpstream,
    manifestTtlMs: settings.manifestTtlMs,
    manifestTimeoutMs: settings.manifestTimeoutMs,
  });

  async function page(req, res, pathname) {
    const html = await renderPage({
      pathname,
      search: new URL(req.url ?? '/', 'http://localhost').search,
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    if (html === null) files(req, res);
    else sendPage(req, res, html, headers);
  }

  const server = http.createServer((req, res) => {
    const pathname = requestPath(req.url);
    if (isApiPath(pathname)) return api(req, res);
    // Decided on the path the static server will read, however it is spelled: a path that
    // does not decode or names a hidden file is the static server's 400 or 404.
    const served = servedPath(pathname);
    if (served === null || isHiddenPath(served) || !isPage(req, pathname)) return files(req, res);
    page(req, res, pathname).catch((error) => {
      console.error('shell: page', error);
      if (!res.headersSent) files(req, res);
    });
  });
  return { server, warm: () => renderPage.warm() };
}
