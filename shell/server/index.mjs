// Starts the shell's server (shell-server.mjs) from the environment.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@shop/build/security-headers';
import { listen } from '@shop/build/static-server';
import { runtimeConfig, serverConfig } from './config.mjs';
import { createShellServer } from './shell-server.mjs';

const shellDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// RELEASES_DIR: the folder deploys publish into (current build on top, earlier ones retained).
const dist = process.env.RELEASES_DIR
  ? path.resolve(process.env.RELEASES_DIR)
  : path.join(shellDir, 'dist');
// The layout's server build: beside the served folder, never in it.
const serverBuild = path.join(shellDir, 'server-build');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`shell: PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(2);
}
if (!existsSync(dist)) {
  console.error('shell: no production build; run "npm run build -w shell" first');
  process.exit(2);
}

let headers;
let settings;
let runtime;
try {
  runtime = runtimeConfig();
  settings = serverConfig();
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

const { server, warm } = createShellServer({ dist, serverBuild, runtime, settings, headers });
listen(server, port, 'shop');
// The remotes' server builds load now, not with the first visitor's page.
warm().catch(() => undefined);
