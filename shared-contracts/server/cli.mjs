#!/usr/bin/env node
// shop-static --dir dist --port 3001: serves a remote's production build.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { securityHeaders } from './security-headers.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(
    `shop-static: --port (or PORT) must be a port number, got "${values.port ?? process.env.PORT}"`,
  );
  process.exit(2);
}
const dir = path.resolve(values.dir);
if (!existsSync(dir)) {
  console.error(`shop-static: ${dir} does not exist; run "npm run build" first`);
  process.exit(2);
}
// A remote's own page is its standalone harness, which talks to the API at API_URL.
let headers;
try {
  headers = securityHeaders({ apiUrl: process.env.API_URL ?? 'http://localhost:4000/api' });
} catch {
  console.error(`shop-static: API_URL must be an http(s) URL, got "${process.env.API_URL}"`);
  process.exit(2);
}
listen(createStaticServer({ dir, spa: values.spa, headers }), port, path.basename(process.cwd()));
