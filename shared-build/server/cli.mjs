#!/usr/bin/env node
// shop-static --dir releases --publish dist --port 3001: serves a remote's production build.
// --dir is the served folder (RELEASES_DIR, else dist); --publish first publishes a build into it
// when that build is not retained there yet (see releases.mjs).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { securityHeaders } from './security-headers.mjs';
import { createStaticServer, listen } from './static-server.mjs';
import { publish, retentionFromEnv } from './releases.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RELEASES_DIR ?? 'dist' },
    publish: { type: 'string' },
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
if (values.publish && existsSync(values.publish)) {
  try {
    publish({
      dist: path.resolve(values.publish),
      served: dir,
      retention: retentionFromEnv(),
      ifNew: true,
    });
  } catch (error) {
    console.error(`shop-static: ${error.message}`);
    process.exit(2);
  }
}
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
