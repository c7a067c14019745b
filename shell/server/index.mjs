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

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
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
try {
  const runtime = runtimeConfig();
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
const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (isApiPath(pathname)) api(req, res);
  else files(req, res);
});
listen(server, port, 'shop');
