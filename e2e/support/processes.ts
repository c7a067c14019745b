import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ROOT } from './stack';

/** How long a started server may take to answer (a loaded machine seeds the API slowly). */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 90_000);

/**
 * Starts a process and resolves once `url` answers 200; the caller stops it. Refuses when
 * something already answers there: a server left over from an earlier run would answer for the
 * new one, which then fails to listen, and a test or a bench would measure the old build.
 */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const taken = await fetch(url)
    .then(() => true)
    .catch(() => false);
  if (taken) throw new Error(`${new URL(url).host} is already in use: stop what listens there`);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** A second shell server on its own port, with some remotes pointed elsewhere. */
export function startShell(env: Record<string, string>) {
  return startProcess(
    'node',
    [path.join(ROOT, 'shell/server-build/server.cjs')],
    env,
    `http://localhost:${env.PORT}/config.json`,
  );
}

/** Stops a process and waits until it has exited, so its port is free for the next test. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** A server that accepts connections and never answers: a remote that hangs. */
export async function startHangingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => {
    /* never answers */
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/mf-manifest.json`;
}
