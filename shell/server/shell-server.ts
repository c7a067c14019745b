/**
 * The shell's server: /api passed through to the API, its production build, deep links to
 * index.html (with the first paint rendered here, kept in the page cache), and /config.json.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@shop/contracts';
import {
  createStaticServer,
  isHiddenPath,
  requestPath,
  servedPath,
} from '@shop/build/static-server';
import { createApiProxy, isApiPath } from './api-proxy';
import type { ServerConfig } from './config';
import { isContentWrite, subscribeToContentChanges } from './content-changes';
import { createPageRenderer, type PageRendererOptions } from './page';
import { createPageCache } from './page-cache';
import { createPageHandler } from './page-server';
import { isPagePath } from '../src/app/routes';

/** A page route: a GET for a path without a file extension (what the static server answers with index.html). */
const isPage = (req: IncomingMessage, pathname: string) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (pathname === '/' || pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname));

/**
 * dist: the served folder (the browser build); render and loadServerPage: the server render
 * (./render.tsx, ./federation.ts), without which pages go out without a first paint; headers:
 * the security headers of every answer.
 */
export function createShellServer({
  dist,
  runtime,
  settings,
  headers,
  render,
  loadServerPage,
}: {
  dist: string;
  runtime: RuntimeConfig;
  settings: ServerConfig;
  headers: Record<string, string>;
} & Pick<PageRendererOptions, 'render' | 'loadServerPage'>) {
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
  }).listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void;
  const api = createApiProxy({ upstream: settings.apiUpstream, timeoutMs: settings.apiTimeoutMs });
  const renderPage = createPageRenderer({
    dist,
    runtime,
    render,
    loadServerPage,
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
    isPage: isPagePath,
  });
  const closeChanges = subscribeToContentChanges({
    redisUrl: settings.redisUrl,
    keyPrefix: settings.redisKeyPrefix,
    onChange: () => cache.clear(),
  });

  /** The API; a staff change that passed through it forgets the cached pages. */
  function passThrough(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (isContentWrite(req.method, pathname))
      res.on('finish', () => {
        if (res.statusCode < 400) cache.clear();
      });
    api(req, res);
  }

  const server = http.createServer((req, res) => {
    const pathname = requestPath(req.url);
    if (isApiPath(pathname)) return passThrough(req, res, pathname);
    // Decided on the path the static server will read, however it is spelled: a path that
    // does not decode or names a hidden file is the static server's 400 or 404.
    const served = servedPath(pathname);
    if (served === null || isHiddenPath(served) || !isPage(req, pathname)) return files(req, res);
    page(req, res, pathname).catch((error: unknown) => {
      console.error('shell: page', error);
      if (!res.headersSent) files(req, res);
    });
  });
  server.on('close', () => void closeChanges());
  return { server, warm: () => renderPage.warm() };
}
