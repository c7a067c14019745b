/**
 * `/api` on the shop's own origin, passed through to the API: the browser then calls one origin,
 * so an authenticated call needs no CORS preflight and no second connection. Methods, headers,
 * bodies (uploads included, streamed) and the API's status codes pass unchanged; the API stays
 * its own service and can still be called directly.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { createProxyServer } from 'httpxy';

/** The path prefix the shell passes through. */
export const API_PREFIX = '/api';

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/**
 * upstream: the API's base URL as this server reaches it (API_URL, e.g. http://api:4000/api);
 * timeoutMs: how long the API may take to answer before the browser gets a 504.
 */
export function createApiProxy({ upstream, timeoutMs }: { upstream: string; timeoutMs: number }) {
  const target = new URL(upstream);
  const agent = new (target.protocol === 'https:' ? https : http).Agent({ keepAlive: true });
  const proxy = createProxyServer({
    target: upstream,
    agent,
    // The API builds absolute image URLs from the host the browser asked (with TRUST_PROXY it
    // reads X-Forwarded-Host), so the Host header goes to the API as the browser sent it.
    changeOrigin: false,
    proxyTimeout: timeoutMs,
  });

  const timedOut = new WeakSet<IncomingMessage>();
  proxy.on('proxyReq', (proxyReq, req) => {
    proxyReq.once('timeout', () => timedOut.add(req));
    // The address this server saw, in place of whatever the client sent: the API trusts this
    // one hop (TRUST_PROXY names this server), so the header must say nothing a client chose.
    const client = req.socket.remoteAddress;
    if (client) proxyReq.setHeader('X-Forwarded-For', client);
    else proxyReq.removeHeader('X-Forwarded-For');
    proxyReq.setHeader(
      'X-Forwarded-Proto',
      (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
    );
    if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
  });

  proxy.on('error', (_error, req, res) => {
    if (!res || !('writeHead' in res)) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The rest of the client's body is read and dropped, so it gets this answer, not a reset.
    req?.resume();
    const status = req && timedOut.has(req) ? 504 : 502;
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(
      JSON.stringify({
        error: status === 504 ? 'The API took too long to answer' : 'The API is unreachable',
      }),
    );
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    // /api/products?x → the upstream's own path + /products?x.
    req.url = (req.url ?? '').slice(API_PREFIX.length) || '/';
    if (!req.url.startsWith('/')) req.url = `/${req.url}`;
    void proxy.web(req, res).catch(() => {
      // Reported through the 'error' event above.
    });
  };
}
