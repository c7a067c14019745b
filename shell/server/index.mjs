// The shell's server: its production build, deep links to index.html, and /config.json.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@shop/contracts/security-headers';
import { createStaticServer, listen } from '@shop/contracts/static-server';
import { runtimeConfig } from './config.mjs';

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
try {
  const runtime = runtimeConfig();
  config = JSON.stringify(runtime);
  headers = securityHeaders(runtime);
} catch (error) {
  console.error(`shell: ${error.message}`);
  process.exit(2);
}

const server = createStaticServer({
  dir: dist,
  spa: true,
  headers,
  routes: {
    '/config.json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(config);
    },
  },
});
listen(server, port, 'shop');
