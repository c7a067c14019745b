import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  let output = '';
  // Node itself with tsx's loader, not the tsx command: the command runs the server in a child
  // process of its own, so its PID, SIGTERM and SIGKILL would not be the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  // One data directory for the two runs on PGlite: the first migrates and seeds it (half a
  // minute), the second finds it ready, as a restarted server does (alone, it seeds it itself).
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-process-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

  it('stops with a clear message for a bad configuration value', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/Configuration error: Invalid PORT="eighty"/);
  });

  it('migrates and seeds an empty PGlite directory, refuses a second process, and stops on SIGTERM', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const sockets = () => fs.readdirSync(dataDir).filter((name) => name.endsWith('.sock'));
    const first = start(env);
    try {
      await until(() => /Shop API on/.test(first.output()), 240_000);
      const response = await fetch(`http://127.0.0.1:${port}/api/products?pageSize=1`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { total: number }).total).toBe(240);
      expect(sockets()).toEqual([expect.stringMatching(`^pglite-${first.child.pid}-`)]);
      // This machine only, unless HOST says otherwise.
      expect(first.output()).toContain(`Server listening at http://127.0.0.1:${port}`);
      expect(first.output()).not.toMatch(/listening at http:\/\/(?!127\.0\.0\.1)/);

      const second = start({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by process \d+.*set DATA_DIR/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/shutting down/);
      expect(sockets()).toEqual([]);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 400_000);

  it('starts again at once after the embedded-database API was killed with SIGKILL', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const first = start(env);
    let second: Run | undefined;
    try {
      await until(() => /Shop API on/.test(first.output()), 240_000);
      first.child.kill('SIGKILL');
      await first.exited;
      second = start(env);
      await until(
        () => /Shop API on/.test(second!.output()) || second!.child.exitCode !== null,
        240_000,
      );
      expect(second.output()).not.toMatch(/in use/);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      for (const run of [first, second])
        if (run?.child.exitCode === null) run.child.kill('SIGKILL');
    }
  }, 500_000);
});
