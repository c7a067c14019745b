import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';

/**
 * TOKEN_SECRET when given. Otherwise, with PGlite, a random secret kept in DATA_DIR so tokens
 * survive restarts; with PostgreSQL in production there may be several instances, which
 * must share one secret, so a missing one stops the start.
 */
export function resolveTokenSecret(config: Config, warn: (message: string) => void): string {
  if (config.tokenSecret) return config.tokenSecret;
  if (config.databaseUrl) {
    if (config.nodeEnv === 'production') {
      throw new ConfigError(
        'TOKEN_SECRET is required with DATABASE_URL in production (every instance must share it). ' +
          'Set it to at least 32 random characters, e.g. `openssl rand -hex 32`.',
      );
    }
    warn('TOKEN_SECRET is not set: using a random one, tokens end when this process stops');
    return randomBytes(32).toString('hex');
  }
  const file = path.join(config.dataDir, 'token-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
