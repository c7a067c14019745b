import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, SHOP_URL } from '../support/stack';

/**
 * The smoke journey against the shop that `docker compose up` runs (started by
 * docker/test-compose.sh, published on E2E_BASE_PORT…+4 and the API on E2E_BASE_PORT+5):
 * no servers of its own.
 */
export default defineConfig({
  testDir: '.',
  timeout: 15 * 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'reports/compose.json') }]],
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
