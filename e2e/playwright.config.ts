import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DRILL_SHELL_PORT,
  ISOLATED_SHELL_PORT,
  OUTAGE_SHELL_PORT,
  PORTS,
  ROOT,
  SHOP_URL,
  remoteServerCommand,
  shellEnv,
  type RemoteName,
} from './support/stack';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const remotes: RemoteName[] = ['mfe_catalog', 'mfe_cart_checkout', 'mfe_account', 'mfe_admin'];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'reports/e2e.json') }]],
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop' },
    // The key journeys again at a phone's width, through the folded header.
    {
      name: 'phone',
      testMatch: ['cart-checkout.spec.ts', 'admin-journey.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node ${path.join(ROOT, 'api/dist/server.js')}`,
      url: `http://localhost:${PORTS.api}/api/health`,
      env: {
        PORT: String(PORTS.api),
        DATA_DIR: dataDir,
        PUBLIC_URL: SHOP_URL,
        // The journeys follow reset links through the dev outbox, turned on for them only.
        DEV_OUTBOX: 'true',
        // The shop, and the second shell servers the fault-isolation, outage and deploy-drill journeys
        // start.
        CORS_ORIGIN: [
          SHOP_URL,
          `http://localhost:${ISOLATED_SHELL_PORT}`,
          `http://localhost:${OUTAGE_SHELL_PORT}`,
          `http://localhost:${DRILL_SHELL_PORT}`,
        ].join(','),
        RATE_LIMIT_LOGIN: '1000',
        // Failed logins on one account before they are slowed down: the journeys never wait.
        RATE_LIMIT_LOGIN_ACCOUNT: '100000',
        RATE_LIMIT_SIGNUP: '1000',
        RATE_LIMIT_FORGOT: '1000',
        // Every page the journeys leave sends its Core Web Vitals.
        RATE_LIMIT_VITALS: '100000',
        RATE_LIMIT_VITALS_ROWS: '1000000',
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${path.join(ROOT, 'shell/server-build/server.cjs')}`,
      url: `${SHOP_URL}/config.json`,
      env: shellEnv(),
      reuseExistingServer: false,
    },
    ...remotes.map((name) => ({ ...remoteServerCommand(name), reuseExistingServer: false })),
  ],
});
