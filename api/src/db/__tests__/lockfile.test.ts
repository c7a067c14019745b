import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from '../lockfile';

/** Another process holding the directory: it takes the lock and waits. */
function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const net = require('node:net');
       const file = require('node:path').join(${JSON.stringify(dir)}, 'pglite-' + process.pid + '-0a1b2c3d.sock');
       net.createServer().listen(file, () => process.stdout.write('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) => child.stdout?.once('data', () => resolve(child)));
}

describe('the PGlite data directory lock', () => {
  let dir: string;
  let other: ChildProcess | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  });
  afterEach(() => {
    other?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process with a message that says what to do', async () => {
    other = await holder(dir);
    await expect(acquireLock(dir)).rejects.toThrow(
      new RegExp(`in use by process ${other.pid}.* set DATA_DIR`),
    );
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it('is free at once when the owner is killed with SIGKILL', async () => {
    other = await holder(dir);
    const gone = new Promise((resolve) => other!.once('exit', resolve));
    other.kill('SIGKILL');
    await gone;
    const release = await acquireLock(dir);
    await expect(acquireLock(dir)).rejects.toThrow(/in use by process/);
    release();
    const again = await acquireLock(dir);
    again();
  });
});
