/** The production build started as `npm start` serves it, on the bench's own ports. */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PORTS,
  ROOT,
  SHOP_URL,
  API_URL,
  REMOTE_DIRS,
  shellEnv,
  type RemoteName,
} from 'e2e/support/stack';
import { startProcess } from 'e2e/support/processes';
import { firstProduct } from 'e2e/support/cart';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export async function startStack(): Promise<ChildProcess[]> {
  const started: ChildProcess[] = [];
  const start = (...args: Parameters<typeof startProcess>) =>
    startProcess(...args).then((child) => started.push(child));
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
    await start(
      'node',
      [path.join(ROOT, 'api/dist/server.js')],
      {
        PORT: String(PORTS.api),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The shop's page may call the API directly too (PUBLIC_API_URL set to the API's origin).
        CORS_ORIGIN: new URL(SHOP_URL).origin,
        // The shell's server is the one proxy in front of the API, as in docker-compose.yml.
        TRUST_PROXY: '1',
      },
      `${API_URL}/health`,
    );
    // All settled before going on, so that every remote that did start is known (and stopped).
    const remotes = await Promise.allSettled(
      (Object.keys(REMOTE_DIRS) as RemoteName[]).map((name) =>
        start(
          'node',
          [
            path.join(ROOT, 'shared-build/server/cli.mjs'),
            '--dir',
            path.join(ROOT, REMOTE_DIRS[name], 'dist'),
            '--port',
            String(PORTS[name]),
          ],
          {},
          `http://localhost:${PORTS[name]}/mf-manifest.json`,
        ),
      ),
    );
    const failed = remotes.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await start(
      'node',
      [path.join(ROOT, 'shell/server-build/server.cjs')],
      shellEnv(),
      `${SHOP_URL}/config.json`,
    );
    return started;
  } catch (error) {
    // What did start is stopped: left running, it would answer for the next run's stack.
    started.forEach((child) => child.kill('SIGTERM'));
    throw error;
  }
}

/** A product of the seeded catalogue, for the pages that show one. */
export const firstProductId = async () => (await firstProduct()).id;

/** The middle value of the runs (the upper one of the two middles for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs a bench over the stack (given its processes, the shell's last), which is stopped whatever
 * happens; an error is printed and ends the process with status 1.
 */
export function runBench(bench: (processes: ChildProcess[]) => Promise<void>) {
  void (async () => {
    const processes = await startStack();
    try {
      await bench(processes);
    } finally {
      processes.forEach((p) => p.kill('SIGTERM'));
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** Runs a bench that drives a headless Chromium of its own over the stack. */
export function runBrowserBench(bench: (browser: Browser) => Promise<void>) {
  runBench(async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await bench(browser);
    } finally {
      await browser.close();
    }
  });
}
