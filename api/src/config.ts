import net from 'node:net';
import path from 'node:path';

/** Everything the API reads from its environment, validated once at start. */
export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until resolved at start (see token-secret.ts). */
  tokenSecret: string | undefined;
  /** A file holding the secret, created with a random one when it does not exist yet. */
  tokenSecretFile: string | undefined;
  tokenTtlSeconds: number;
  rateLimitLogin: number;
  /** Failed logins on an account, from browsers without its device cookie, before each waits. */
  rateLimitLoginAccount: number;
  /** The wait after the free failures, doubled after each further one, in seconds. */
  loginFirstWait: number;
  /** The longest wait between failed logins on an account (or a device cookie), in seconds. */
  loginMaxWait: number;
  /** Failed logins one device cookie may make before it waits like a stranger. */
  loginDeviceFailures: number;
  /** Days a device cookie lasts. */
  loginDeviceDays: number;
  rateLimitSignup: number;
  rateLimitForgot: number;
  /** Product views (POST /api/product/{id}/view) per client address per minute. */
  rateLimitViews: number;
  /** Web-vitals beacons per client address per minute. */
  rateLimitVitals: number;
  /** Web-vitals measurements one client address may store per hour, however it batches them. */
  rateLimitVitalsRows: number;
  /** Web-vitals measurements older than this many days are deleted. */
  vitalsRetentionDays: number;
  /** Days a mail stays in the outbox, sent or not. */
  outboxRetentionDays: number;
  /** The admin report's default window in days (a request may ask for up to the retention). */
  vitalsWindowDays: number;
  invitationsPerUser: number;
  /** Stored images without WebP copies (from an older version) copied per start; 0 turns it off. */
  imageBackfillLimit: number;
  smtpUrl: string | undefined;
  /** Sender of the shop's mail: an address, or a name and an address in angle brackets. */
  mailFrom: string;
  /** The exact origins a browser may call the API from; nothing else gets CORS headers. */
  corsOrigin: string[];
  logLevel: string;
  publicUrl: string;
  /** Base of absolute image URLs; undefined means "the origin the request came to". */
  apiPublicUrl: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed: false (none), a number of hops, or their
   * addresses and CIDR ranges. Never "every hop", which lets a client pick its own address.
   */
  trustProxy: false | number | string[];
  /** Registers GET /api/dev/outbox (test harnesses only; refused in production). */
  devOutbox: boolean;
  /** Shared state of several instances (rate limits); unset keeps it in the process. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** The repository root: src/ and dist/ both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

function fail(name: string, value: string, expected: string): never {
  throw new ConfigError(`Invalid ${name}="${value}": expected ${expected}. Fix it or unset it.`);
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(name, raw, `an integer from ${min} to ${max}`);
  return n;
}

export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * (TTL_UNITS[match[2] || 's'] ?? 1) : NaN;
  if (!Number.isInteger(seconds) || seconds <= 0)
    fail(name, raw, 'a duration like 3600, 30m, 12h or 7d');
  return seconds;
}

function url(env: Env, name: string, fallback?: string): string | undefined {
  const raw = env[name] || fallback;
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (!/^(https?|postgres(ql)?|smtps?|rediss?):$/.test(parsed.protocol))
      throw new Error('protocol');
  } catch {
    fail(name, raw, 'an absolute URL (http://…, postgres://…, smtp://…, redis://…)');
  }
  return raw.replace(/\/+$/, '');
}

/** The remotes' own origins in the default start: their standalone pages call the API too. */
const LOCAL_REMOTE_ORIGINS = [3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`);

function cors(raw: string | undefined, publicUrl: string): string[] {
  if (!raw) return [new URL(publicUrl).origin, ...LOCAL_REMOTE_ORIGINS];
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    const parsed = origin === '*' ? null : new URL(url({ CORS_ORIGIN: origin }, 'CORS_ORIGIN')!);
    if (!parsed || parsed.origin !== origin.replace(/\/+$/, ''))
      fail('CORS_ORIGIN', raw, 'a comma-separated list of origins like https://shop.example');
  }
  return origins.map((o) => o.replace(/\/+$/, ''));
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const expected =
    'the number of proxies in front of the API (e.g. 1), or their addresses and CIDR ranges ' +
    '(e.g. loopback,10.0.0.0/8); "true" would believe any X-Forwarded-For a client sends';
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (extra !== undefined || !(PROXY_NAMES.includes(entry) || (family && validBits)))
      fail('TRUST_PROXY', raw ?? '', expected);
  }
  return entries;
}

function tokenSecret(env: Env): string | undefined {
  const raw = env.TOKEN_SECRET;
  if (!raw) return undefined;
  if (raw.length < 32)
    fail('TOKEN_SECRET', '…', 'at least 32 characters (try: openssl rand -hex 32)');
  return raw;
}

function devOutbox(env: Env, nodeEnv: string): boolean {
  const on = bool(env, 'DEV_OUTBOX');
  if (on && nodeEnv === 'production')
    fail('DEV_OUTBOX', env.DEV_OUTBOX ?? '', 'unset in production (it shows every queued mail)');
  return on;
}

function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM || 'Shop <no-reply@shop.test>';
  const address = /<([^<>]+)>$/.exec(raw)?.[1] ?? raw;
  if (/[\r\n]/.test(raw) || !/^[^\s@<>]+@[^\s@<>]+$/.test(address))
    fail('MAIL_FROM', raw, 'an email address, or a name and <address>');
  return raw;
}

function bool(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'no'].includes(raw)) return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  return fail(name, raw, 'true or false');
}

function vitalsWindows(env: Env): { vitalsRetentionDays: number; vitalsWindowDays: number } {
  const vitalsRetentionDays = int(env, 'VITALS_RETENTION_DAYS', 30, 1, 3650);
  const window = int(env, 'VITALS_WINDOW_DAYS', Math.min(7, vitalsRetentionDays), 1, 3650);
  if (window > vitalsRetentionDays)
    fail(
      'VITALS_WINDOW_DAYS',
      String(window),
      `at most VITALS_RETENTION_DAYS (${vitalsRetentionDays})`,
    );
  return { vitalsRetentionDays, vitalsWindowDays: window };
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', logLevel, LOG_LEVELS.join('|'));
  const nodeEnv = env.NODE_ENV || 'development';
  const publicUrl = url(env, 'PUBLIC_URL', 'http://localhost:3000') as string;
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    nodeEnv,
    port: int(env, 'PORT', 4000, 0, 65535),
    // Only this machine unless HOST says otherwise: a demo start is not a public server.
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL'),
    tokenSecret: tokenSecret(env),
    tokenSecretFile: env.TOKEN_SECRET_FILE ? path.resolve(env.TOKEN_SECRET_FILE) : undefined,
    tokenTtlSeconds: parseDuration('TOKEN_TTL', env.TOKEN_TTL || '7d'),
    rateLimitLogin: int(env, 'RATE_LIMIT_LOGIN', 10, 1, 1_000_000),
    rateLimitLoginAccount: int(env, 'RATE_LIMIT_LOGIN_ACCOUNT', 10, 1, 1_000_000),
    loginFirstWait: int(env, 'LOGIN_FIRST_WAIT_SECONDS', 1, 1, 86_400),
    loginMaxWait: int(env, 'LOGIN_MAX_WAIT_SECONDS', 900, 1, 86_400),
    loginDeviceFailures: int(env, 'LOGIN_DEVICE_FAILURES', 10, 1, 1_000_000),
    loginDeviceDays: int(env, 'LOGIN_DEVICE_DAYS', 180, 1, 3650),
    rateLimitSignup: int(env, 'RATE_LIMIT_SIGNUP', 5, 1, 1_000_000),
    rateLimitForgot: int(env, 'RATE_LIMIT_FORGOT', 5, 1, 1_000_000),
    rateLimitViews: int(env, 'RATE_LIMIT_VIEWS', 120, 1, 1_000_000),
    rateLimitVitals: int(env, 'RATE_LIMIT_VITALS', 60, 1, 1_000_000),
    rateLimitVitalsRows: int(env, 'RATE_LIMIT_VITALS_ROWS', 500, 1, 1_000_000),
    ...vitalsWindows(env),
    outboxRetentionDays: int(env, 'OUTBOX_RETENTION_DAYS', 7, 1, 3650),
    invitationsPerUser: int(env, 'INVITATIONS_PER_USER', 5, 0, 1000),
    imageBackfillLimit: int(env, 'IMAGE_BACKFILL_LIMIT', 200, 0, 1_000_000),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: mailFrom(env),
    corsOrigin: cors(env.CORS_ORIGIN, publicUrl),
    logLevel,
    publicUrl,
    apiPublicUrl: url(env, 'API_PUBLIC_URL'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    devOutbox: devOutbox(env, nodeEnv),
    redisUrl: url(env, 'REDIS_URL'),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'shop:',
  };
}
