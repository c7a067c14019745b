import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { ROOT } from './support/stack';

/**
 * `npm run screenshots`: the same stack as the suite, another folder of specs, no retries; the
 * pictures land in reports/screenshots/ (git-ignored, like every report).
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  timeout: 600_000,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(ROOT, 'reports/screenshots/.results'),
});
