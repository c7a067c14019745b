import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

const HOUR_SECONDS = 3600;

/**
 * What one client address may store: RATE_LIMIT_VITALS_ROWS measurements an hour, counted by
 * row and not by beacon, so fifty-entry batches cannot multiply it. With REDIS_URL the count
 * lives in Redis and every instance spends from one budget; while Redis is unreachable each
 * instance counts on its own rather than refusing every beacon.
 * Resolves to null when the rows fit, else to the seconds until the budget refills.
 */
export function vitalsBudget(
  app: FastifyInstance,
): (key: string, rows: number) => Promise<number | null> {
  const options = {
    points: app.config.rateLimitVitalsRows,
    duration: HOUR_SECONDS,
    keyPrefix: `${app.config.redisKeyPrefix}vitals-rows`,
  };
  const limiter = app.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: app.redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return async (key, rows) => {
    try {
      await limiter.consume(key, rows);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  };
}
