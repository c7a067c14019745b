import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import { loginThrottle } from '../../../db/schema';
import { OTHER, SHOPPER, suiteApp, type TestApp } from '../../../test-support/test-app';

const WRONG = 'wrong-password';
// Waits of minutes: none runs out while a test runs, however slow the machine; a test that
// means time to pass moves every turn to now.
const LIMITS = {
  trustProxy: 1,
  rateLimitLogin: 1000,
  rateLimitLoginAccount: 3,
  loginFirstWait: 60,
  loginMaxWait: 3600,
} as const;

/** A login from its own client address, with the device cookie it is given, if any. */
const login = (t: Pick<TestApp, 'call'>, body: object, from: string, device?: Cookie) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: {
      'x-forwarded-for': from,
      ...(device ? { cookie: `${device.name}=${device.value}` } : {}),
    },
  });

type Cookie = LightMyRequestResponse['cookies'][number];
const deviceCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.startsWith('device_'));
  if (!cookie) throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  return cookie;
};

/** 31 wrong passwords from 31 addresses: the attack that used to lock an account for an hour. */
async function attack(t: Pick<TestApp, 'call'>, email = SHOPPER.email) {
  const codes: number[] = [];
  for (let i = 1; i <= 31; i += 1)
    codes.push((await login(t, { email, password: WRONG }, `198.51.100.${i}`)).statusCode);
  return codes;
}

/** Time passes: every account's and device's turn has come. */
const waitYourTurn = (t: TestApp) =>
  t.database.db.update(loginThrottle).set({ nextAt: sql`now()` });

const REFUSED = /^Too many failed logins for this account, retry in \d+ (seconds?|minutes?)$/;

const clear = (t: TestApp) => t.database.db.delete(loginThrottle);

describe('failed logins on one account', () => {
  const t = suiteApp({}, LIMITS);
  afterEach(() => clear(t));

  it('slow a guesser with many addresses down, a little more after each failure', async () => {
    const codes = await attack(t);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3).every((code) => code === 429)).toBe(true);
    const waits: string[] = [];
    const retryAfter: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await login(t, { ...SHOPPER, password: WRONG }, '203.0.113.9');
      waits.push(refused.json<{ error: string }>().error);
      retryAfter.push(Number(refused.headers['retry-after']));
      await waitYourTurn(t);
      expect((await login(t, { ...SHOPPER, password: WRONG }, '203.0.113.9')).statusCode).toBe(401);
    }
    for (const text of waits) expect(text).toMatch(REFUSED);
    expect(waits[2]).toMatch(/retry in 4 minutes$/);
    // Seconds, as the header counts them, less what the test itself took.
    [60, 120, 240].forEach((full, i) => {
      expect(retryAfter[i]).toBeLessThanOrEqual(full);
      expect(retryAfter[i]).toBeGreaterThan(full - 10);
    });
  });

  it('make the owner without a device cookie wait a minute, not an hour, then let them in', async () => {
    await attack(t);
    const refused = await login(t, SHOPPER, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(REFUSED);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await waitYourTurn(t);
    expect((await login(t, SHOPPER, '192.0.2.50')).statusCode).toBe(200);
  });

  it('do not touch the owner whose browser has signed in before', async () => {
    const device = deviceCookie(await login(t, SHOPPER, '192.0.2.50'));
    await attack(t);
    const during = await login(t, SHOPPER, '192.0.2.50', device);
    expect(during.statusCode).toBe(200);
    // Each sign-in gives the browser a fresh cookie for the next one.
    expect(deviceCookie(during).value).not.toBe(device.value);
    expect((await login(t, SHOPPER, '192.0.2.50', deviceCookie(during))).statusCode).toBe(200);
  });

  it('do not count against other accounts', async () => {
    await attack(t);
    expect((await login(t, OTHER, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('a device cookie', () => {
  const t = suiteApp({}, { ...LIMITS, loginDeviceFailures: 2 });
  afterEach(() => clear(t));

  it('has a failure limit of its own, past which it waits like a stranger', async () => {
    const device = deviceCookie(await login(t, SHOPPER, '192.0.2.50'));
    const wrong = { ...SHOPPER, password: WRONG };
    expect((await login(t, wrong, '192.0.2.50', device)).statusCode).toBe(401);
    expect((await login(t, wrong, '192.0.2.50', device)).statusCode).toBe(401);
    // Those two counted against the cookie, not the account: a stranger still has 3 tries.
    await attack(t);
    const refused = await login(t, SHOPPER, '192.0.2.50', device);
    expect(refused.statusCode).toBe(429);
  });

  it('counts only for the account it was given for, and only as signed', async () => {
    const lenas = deviceCookie(await login(t, OTHER, '192.0.2.60'));
    const shoppers = deviceCookie(await login(t, SHOPPER, '192.0.2.50'));
    await attack(t);
    const moved = { ...lenas, name: shoppers.name };
    const forged = { ...shoppers, value: shoppers.value.replace(/^\d+\.[^.]{4}/, '2.AAAA') };
    expect((await login(t, SHOPPER, '192.0.2.60', moved)).statusCode).toBe(429);
    expect((await login(t, SHOPPER, '192.0.2.60', forged)).statusCode).toBe(429);
    expect((await login(t, SHOPPER, '192.0.2.50', shoppers)).statusCode).toBe(200);
  });

  it('is HttpOnly, SameSite=Strict, sent to auth calls only, and Secure over https', async () => {
    const plain = deviceCookie(await login(t, SHOPPER, '192.0.2.50'));
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(plain.secure).toBeFalsy();
    expect(plain.maxAge).toBe(180 * 86_400);
    const secure = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: SHOPPER,
      headers: { 'x-forwarded-for': '192.0.2.50', 'x-forwarded-proto': 'https' },
    });
    expect(deviceCookie(secure).secure).toBe(true);
  });
});

describe('two API instances on one database', () => {
  const t = suiteApp({}, LIMITS);

  it('share the slow-down and honour each other’s device cookies', async () => {
    const two = await buildApp({ config: t.config, database: t.database, logger: false });
    const other = { call: (options: Parameters<TestApp['call']>[0]) => two.inject(options) };
    try {
      const device = deviceCookie(await login(t, SHOPPER, '192.0.2.50'));
      await attack(t);
      expect((await login(other, SHOPPER, '192.0.2.70')).statusCode).toBe(429);
      expect((await login(other, SHOPPER, '192.0.2.50', device)).statusCode).toBe(200);
    } finally {
      await two.close();
    }
  });
});
