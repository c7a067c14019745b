import { createTestApp, suiteApp, type TestApp } from '../../../test-support/test-app';
import { TEST_REDIS_URL, testRedisPrefix } from '../../../test-support/redis';

const attempt = (t: TestApp, email: string, forwardedFor?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

const statuses = async (n: number, send: (i: number) => ReturnType<typeof attempt>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await send(i)).statusCode);
  return out;
};

describe('login limits behind a proxy', () => {
  const t = suiteApp({}, { trustProxy: 1, rateLimitLogin: 3, rateLimitLoginAccount: 1000 });

  it('keys on the address the trusted proxy saw, however the client rotates X-Forwarded-For', async () => {
    // The proxy appends the address it saw (203.0.113.7) to whatever the client sent.
    const codes = await statuses(15, (i) => attempt(t, 'a@b.co', `10.9.${i}.1, 203.0.113.7`));
    expect(codes.filter((code) => code === 401)).toHaveLength(3);
    expect(codes.slice(3).every((code) => code === 429)).toBe(true);
  });

  it('still tells different clients of the proxy apart', async () => {
    expect((await attempt(t, 'a@b.co', '198.51.100.20')).statusCode).toBe(401);
  });
});

describe('login limits with REDIS_URL', () => {
  it('are shared by every instance: two instances give no more attempts than one', async () => {
    const { prefix, clean } = testRedisPrefix();
    const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, rateLimitLogin: 4 };
    const one = await createTestApp(options);
    const two = await createTestApp(options);
    try {
      const codes = await statuses(8, (i) => attempt(i % 2 ? two : one, 'a@b.co'));
      expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    } finally {
      await one.close();
      await two.close();
      await clean();
    }
  });
});
