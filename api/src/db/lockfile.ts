import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const SOCKET = /^pglite-(\d+)-[0-9a-f]+\.sock$/;
/** Sockets no process listens on any more are left this long before they are tidied away. */
const TIDY_AFTER_MS = 10_000;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 103;

/** Whether a process listens on the socket: the kernel answers for it, even mid-query. */
function listening(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    const done = (live: boolean) => {
      socket.destroy();
      resolve(live);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(true));
  });
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt
 * it. Each API listens on a Unix socket of its own in the directory, then looks for another
 * socket someone listens on: if there is one, it steps back. The operating system closes a
 * dead process's socket at once (kill -9 included), so a restart never waits for a stale
 * lock, and of two processes starting together at least one sees the other (each listens
 * before it looks), so never both go on.
 */
export async function acquireLock(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const own = path.join(dataDir, `pglite-${process.pid}-${randomBytes(4).toString('hex')}.sock`);
  if (Buffer.byteLength(own) > MAX_SOCKET_PATH) {
    throw new Error(
      `The data directory path ${dataDir} is too long for its lock socket; set DATA_DIR to a shorter path.`,
    );
  }
  const server = net.createServer((socket) => socket.end());
  server.unref();
  await listen(server, own);
  const release = () => {
    server.close();
    fs.rmSync(own, { force: true });
  };
  for (const name of fs.readdirSync(dataDir)) {
    const file = path.join(dataDir, name);
    const owner = SOCKET.exec(name)?.[1];
    if (!owner || file === own) continue;
    if (await listening(file)) {
      release();
      throw new Error(
        `The data directory ${dataDir} is in use by process ${owner}. ` +
          'Stop that API first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
      );
    }
    const age = Date.now() - (fs.lstatSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > TIDY_AFTER_MS) fs.rmSync(file, { force: true });
  }
  return release;
}
