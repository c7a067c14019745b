import fs from 'node:fs';
import { DATA_DIR_ENV } from './fixtures';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[DATA_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
