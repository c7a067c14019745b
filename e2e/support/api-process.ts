import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './stack';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/**
 * The built API started the way `npm start` starts it (`node api/dist/server.js`), with only
 * the variables given: no NODE_ENV, HOST or DEV_OUTBOX unless a test sets them.
 */
export function startApi(port: number, env: Record<string, string> = {}): ApiProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-api-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    url: `http://127.0.0.1:${port}/api`,
    dataDir,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Resolves once the API says it listens; fails with its output if it stops first. */
export async function listening(api: ApiProcess, ms = 180_000): Promise<void> {
  const end = Date.now() + ms;
  while (!/Shop API on/.test(api.output())) {
    if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output()}`);
    if (Date.now() > end) throw new Error(`the API did not start:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
