import { ConfigError, loadConfig } from '../config';
import { resolveTokenSecret } from '../lib/token-secret';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      tokenTtlSeconds: 7 * 86400,
      rateLimitLogin: 10,
      invitationsPerUser: 5,
      corsOrigin: true,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads durations, origins and limits', () => {
    const config = loadConfig({
      TOKEN_TTL: '12h',
      CORS_ORIGIN: 'http://a.test, http://b.test',
      RATE_LIMIT_SIGNUP: '3',
    });
    expect(config).toMatchObject({
      tokenTtlSeconds: 43200,
      corsOrigin: ['http://a.test', 'http://b.test'],
      rateLimitSignup: 3,
    });
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['TOKEN_TTL', 'forever', /TOKEN_TTL/],
    ['DATABASE_URL', 'localhost:5432', /DATABASE_URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['TOKEN_SECRET', 'short', /TOKEN_SECRET.*32/],
    ['RATE_LIMIT_LOGIN', '0', /RATE_LIMIT_LOGIN/],
    ['MAIL_FROM', 'Shop <nobody>', /MAIL_FROM/],
  ])('fails with a clear message for %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('resolveTokenSecret', () => {
  it('keeps a generated secret in the data directory (PGlite)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveTokenSecret(config, () => undefined);
    expect(first).toHaveLength(64);
    expect(resolveTokenSecret(config, () => undefined)).toBe(first);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses to start without a secret on PostgreSQL in production', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@y/z', NODE_ENV: 'production' });
    expect(() => resolveTokenSecret(config, () => undefined)).toThrow(/TOKEN_SECRET is required/);
  });
});
