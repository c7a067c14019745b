import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt
 * it. An exclusive lockfile with the owner's pid refuses the second process; a lock left by
 * a dead process (kill -9) is taken over.
 */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner}. ` +
            'Stop that API first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
