import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the scale-out tests share (TEST_REDIS_URL, default this machine's). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of this run's own, under `test:`, and a way to delete its keys afterwards. */
export function testRedisPrefix(): { prefix: string; clean: () => Promise<void> } {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async clean() {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}
