import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { secretProblem } from './secret-strength';

const HOW_TO = 'Use at least 32 random characters, e.g. `openssl rand -hex 32`.';

function checked(secret: string, source: string): string {
  const problem = secretProblem(secret);
  if (problem) throw new ConfigError(`${source} is refused: ${problem}. ${HOW_TO}`);
  return secret;
}

/**
 * The secret in `file`, created with a random one when the file does not exist. The new file
 * appears whole and only once (written aside, then hard-linked into place, which fails if the
 * name exists), so instances starting together on a shared volume all read the same secret.
 */
export function secretFromFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return checked(fs.readFileSync(file, 'utf8').trim(), `The token secret in ${file}`);
}

/**
 * TOKEN_SECRET, or the secret kept in TOKEN_SECRET_FILE (default DATA_DIR/token-secret,
 * generated on first start). With PostgreSQL in production several instances may run, and
 * they must share one secret, so it has to be given explicitly. No secret has a default.
 */
export function resolveTokenSecret(config: Config): string {
  if (config.tokenSecret && config.tokenSecretFile)
    throw new ConfigError('Set TOKEN_SECRET or TOKEN_SECRET_FILE, not both.');
  if (config.tokenSecret) return checked(config.tokenSecret, 'TOKEN_SECRET');
  if (config.tokenSecretFile) return secretFromFile(config.tokenSecretFile);
  if (config.databaseUrl && config.nodeEnv === 'production') {
    throw new ConfigError(
      'TOKEN_SECRET or TOKEN_SECRET_FILE is required with DATABASE_URL in production (every ' +
        'instance must share the secret): point TOKEN_SECRET_FILE at a shared volume, where the ' +
        `first instance creates one, or set TOKEN_SECRET. ${HOW_TO}`,
    );
  }
  return secretFromFile(path.join(config.dataDir, 'token-secret'));
}
