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
  tokenTtlSeconds: number;
  rateLimitLogin: number;
  rateLimitSignup: number;
  rateLimitForgot: number;
  invitationsPerUser: number;
  smtpUrl: string | undefined;
  /** Sender of the shop's mail: an address, or a name and an address in angle brackets. */
  mailFrom: string;
  /** true allows every origin; otherwise the exact origins allowed. */
  corsOrigin: true | string[];
  logLevel: string;
  publicUrl: string;
  /** Base of absolute image URLs; undefined means "the origin the request came to". */
  apiPublicUrl: string | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
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
    if (!/^(https?|postgres(ql)?|smtps?):$/.test(parsed.protocol)) throw new Error('protocol');
  } catch {
    fail(name, raw, 'an absolute URL (http://…, postgres://…, smtp://…)');
  }
  return raw.replace(/\/+$/, '');
}

function cors(raw: string | undefined): true | string[] {
  if (!raw || raw === '*') return true;
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) url({ CORS_ORIGIN: origin }, 'CORS_ORIGIN');
  return origins;
}

function tokenSecret(env: Env): string | undefined {
  const raw = env.TOKEN_SECRET;
  if (!raw) return undefined;
  if (raw.length < 32)
    fail('TOKEN_SECRET', '…', 'at least 32 characters (try: openssl rand -hex 32)');
  return raw;
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

export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', logLevel, LOG_LEVELS.join('|'));
  return {
    nodeEnv: env.NODE_ENV || 'development',
    port: int(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: url(env, 'DATABASE_URL'),
    tokenSecret: tokenSecret(env),
    tokenTtlSeconds: parseDuration('TOKEN_TTL', env.TOKEN_TTL || '7d'),
    rateLimitLogin: int(env, 'RATE_LIMIT_LOGIN', 10, 1, 1_000_000),
    rateLimitSignup: int(env, 'RATE_LIMIT_SIGNUP', 5, 1, 1_000_000),
    rateLimitForgot: int(env, 'RATE_LIMIT_FORGOT', 5, 1, 1_000_000),
    invitationsPerUser: int(env, 'INVITATIONS_PER_USER', 5, 0, 1000),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: mailFrom(env),
    corsOrigin: cors(env.CORS_ORIGIN),
    logLevel,
    publicUrl: url(env, 'PUBLIC_URL', 'http://localhost:3000') as string,
    apiPublicUrl: url(env, 'API_PUBLIC_URL'),
    trustProxy: bool(env, 'TRUST_PROXY'),
  };
}
