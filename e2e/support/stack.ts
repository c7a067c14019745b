/**
 * The shop as `npm start` runs it — the API on a fresh embedded database, the shell's server and
 * the four remotes' static servers — on ports of its own, so the suite never meets a dev stack.
 * Every port is within E2E_BASE_PORT…+19, so one block of ports holds a whole run.
 */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3400);
/**
 * Every port but the API's lies within BASE_PORT…BASE_PORT+49, so suites given blocks of 50
 * ports never meet; the API's is its own setting (E2E_API_PORT, BASE_PORT+1000 unless set).
 */
const API_PORT = Number(process.env.E2E_API_PORT || BASE_PORT + 1000);

export const PORTS = {
  shell: BASE_PORT,
  mfe_catalog: BASE_PORT + 1,
  mfe_cart_checkout: BASE_PORT + 2,
  mfe_account: BASE_PORT + 3,
  mfe_admin: BASE_PORT + 4,
  api: API_PORT,
} as const;

/** A second shell server some journeys start (remotes moved, stopped or hanging). */
export const ISOLATED_SHELL_PORT = BASE_PORT + 10;
/** The shell of the API-outage journeys, whose API sits behind a gate that can drop connections. */
export const OUTAGE_SHELL_PORT = BASE_PORT + 11;
/** The deploy drill's shell and the catalogue server it redeploys under it. */
export const DRILL_SHELL_PORT = BASE_PORT + 12;
export const DRILL_CATALOG_PORT = BASE_PORT + 13;
/** A remote's production build served on its own, as its team opens it. */
export const STANDALONE_PORT = BASE_PORT + 14;
/** The first-paint journey's shell, whose catalogue is down. */
export const FIRST_PAINT_SHELL_PORT = BASE_PORT + 15;
/** The shop-origin journeys' shell, in front of an API started as `npm start` starts it. */
export const ORIGIN_SHELL_PORT = BASE_PORT + 16;

export type RemoteName = 'mfe_catalog' | 'mfe_cart_checkout' | 'mfe_account' | 'mfe_admin';

export const REMOTE_DIRS: Record<RemoteName, string> = {
  mfe_catalog: 'mfe-catalog',
  mfe_cart_checkout: 'mfe-cart-checkout',
  mfe_account: 'mfe-account',
  mfe_admin: 'mfe-admin',
};

/** Debian's Chromium (never a downloaded browser), and the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SHOP_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}/api`;

/** The environment the shell's server turns into /config.json. */
export function shellEnv(
  overrides: Partial<Record<RemoteName, string>> = {},
  port: number = PORTS.shell,
) {
  const env: Record<string, string> = { PORT: String(port), API_URL };
  for (const name of Object.keys(REMOTE_DIRS) as RemoteName[]) {
    env[`REMOTE_${name.toUpperCase()}_URL`] =
      overrides[name] ?? `http://localhost:${PORTS[name]}/mf-manifest.json`;
  }
  return env;
}

export function remoteServerCommand(name: RemoteName, port: number = PORTS[name]) {
  return {
    command: `node ${path.join(ROOT, 'shared-build/server/cli.mjs')} --dir ${path.join(ROOT, REMOTE_DIRS[name], 'dist')} --port ${port}`,
    url: `http://localhost:${port}/mf-manifest.json`,
  };
}
