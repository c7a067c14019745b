// Starts the shell's server (shell-server.ts) from the environment, with its server render.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { securityHeaders } from '@shop/build/security-headers';
import { listen } from '@shop/build/static-server';
import { runtimeConfig, serverConfig } from './config';
import { loadServerPage } from './federation';
import { render } from './render';
import { createShellServer } from './shell-server';

// Run as shell/server-build/server.cjs: the shell's folder is one up.
const shellDir = path.join(__dirname, '..');
// RELEASES_DIR: the folder deploys publish into (current build on top, earlier ones retained).
const dist = process.env.RELEASES_DIR
  ? path.resolve(process.env.RELEASES_DIR)
  : path.join(shellDir, 'dist');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`shell: PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(2);
}
if (!existsSync(dist)) {
  console.error('shell: no production build; run "npm run build -w shell" first');
  process.exit(2);
}

function settingsFromEnv() {
  try {
    const runtime = runtimeConfig();
    const settings = serverConfig();
    // The API's own origin stays allowed: image URLs point there unless API_PUBLIC_URL moves
    // them, and PUBLIC_API_URL may send the browser there directly.
    const headers = securityHeaders({
      ...runtime,
      apiUrl: runtime.apiUrl.startsWith('/') ? settings.apiUpstream : runtime.apiUrl,
    });
    return { runtime, settings, headers };
  } catch (error) {
    console.error(`shell: ${(error as Error).message}`);
    return process.exit(2);
  }
}

const { server, warm } = createShellServer({
  dist,
  ...settingsFromEnv(),
  render,
  loadServerPage,
});
listen(server, port, 'shop');
// The remotes' server builds load now, not with the first visitor's page.
warm().catch(() => undefined);
