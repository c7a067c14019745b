import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from '../lockfile';

describe('the PGlite data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second process with a message that says what to do', () => {
    // The parent process is alive and is not us: it stands for another API.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireLock(dir)).toThrow(/in use by process .* set DATA_DIR/);
  });

  it('takes over a lock left by a process that died', () => {
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
