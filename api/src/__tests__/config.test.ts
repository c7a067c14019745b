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
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      host: '127.0.0.1',
      devOutbox: false,
      trustProxy: false,
      redisUrl: undefined,
      rateLimitViews: 120,
      rateLimitVitals: 60,
      vitalsRetentionDays: 30,
      vitalsWindowDays: 7,
    });
    expect(config.corsOrigin).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
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

  it('keeps the vitals window inside the retention', () => {
    expect(loadConfig({ VITALS_RETENTION_DAYS: '3' })).toMatchObject({
      vitalsRetentionDays: 3,
      vitalsWindowDays: 3,
    });
    expect(loadConfig({ VITALS_RETENTION_DAYS: '90', VITALS_WINDOW_DAYS: '28' })).toMatchObject({
      vitalsRetentionDays: 90,
      vitalsWindowDays: 28,
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
    ['CORS_ORIGIN', '*', /CORS_ORIGIN.*list of origins/],
    ['CORS_ORIGIN', 'http://a.test/path', /CORS_ORIGIN/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY.*number of proxies.*"true" would believe/],
    ['TRUST_PROXY', '10.0.0.0/99', /TRUST_PROXY/],
    ['TRUST_PROXY', 'proxy.local', /TRUST_PROXY/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL/],
    ['RATE_LIMIT_VIEWS', '0', /RATE_LIMIT_VIEWS/],
    ['RATE_LIMIT_VITALS', '0', /RATE_LIMIT_VITALS/],
    ['VITALS_RETENTION_DAYS', '0', /VITALS_RETENTION_DAYS/],
    ['VITALS_WINDOW_DAYS', '31', /VITALS_WINDOW_DAYS.*at most VITALS_RETENTION_DAYS \(30\)/],
  ])('fails with a clear message for %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes a number of trusted proxies, or their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('turns the dev outbox on only when asked, and never in production', () => {
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production' })).toThrow(
      /DEV_OUTBOX.*unset in production/,
    );
  });
});

describe('resolveTokenSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a generated secret in the data directory', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveTokenSecret(config);
    expect(first).toHaveLength(64);
    expect(resolveTokenSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dir, 'token-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads TOKEN_SECRET_FILE, or creates it once for every instance that shares it', async () => {
    const file = path.join(dir, 'shared', 'token-secret');
    const config = loadConfig({ TOKEN_SECRET_FILE: file, DATABASE_URL: 'postgres://x@y/z' });
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => Promise.resolve().then(() => resolveTokenSecret(config))),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['token-secret']);
  });

  it('refuses to start without a secret on PostgreSQL in production', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@y/z', NODE_ENV: 'production' });
    expect(() => resolveTokenSecret(config)).toThrow(
      /TOKEN_SECRET or TOKEN_SECRET_FILE is required/,
    );
  });

  it.each([
    ['the compose file once had', 'change-me-to-a-long-random-secret-of-32-chars', /published/],
    ['a test once used', 'test-secret-that-is-long-enough-for-hs256-0123456789', /published/],
    ['repeated', 'abcd'.repeat(10), /too easy to guess/],
    ['sequential', '0123456789abcdefghijklmnopqrstuvwxyz', /too easy to guess/],
  ])('refuses a secret %s', (_what, secret, message) => {
    expect(() => resolveTokenSecret(loadConfig({ TOKEN_SECRET: secret }))).toThrow(message);
  });

  it('refuses a known-public or guessable secret in TOKEN_SECRET_FILE too', () => {
    const file = path.join(dir, 'token-secret');
    fs.writeFileSync(file, 'change-me-to-a-long-random-secret-of-32-chars\n');
    expect(() => resolveTokenSecret(loadConfig({ TOKEN_SECRET_FILE: file }))).toThrow(
      /token secret in .* is refused: it is published/,
    );
  });
});
