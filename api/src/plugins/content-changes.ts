import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** The channel a change is published on, after the Redis key prefix (the shell's server listens). */
export const CONTENT_CHANGED_CHANNEL = 'content-changed';

/** A staff write: what the shop's pages show (products, categories, settings) may have changed. */
const isContentWrite = (method: string, url: string) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/admin/');

declare module 'fastify' {
  interface FastifyInstance {
    /** Emits 'changed' after each staff change, in this process. */
    contentChanges: EventEmitter;
  }
}

/**
 * Says when staff changed what pages show, so that cached pages are forgotten: in this process
 * (`app.contentChanges`), and with REDIS_URL on a Redis channel every replica of the shell's
 * server hears. A publish that fails costs the change nothing: cached pages then live out their
 * short lifetime.
 */
export const contentChangesPlugin = fp(async (app: FastifyInstance) => {
  const changes = new EventEmitter();
  app.decorate('contentChanges', changes);
  const { redisUrl, redisKeyPrefix } = app.config;
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'content changes: Redis'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !isContentWrite(request.method, request.url)) return;
    changes.emit('changed');
    await redis
      ?.publish(`${redisKeyPrefix}${CONTENT_CHANGED_CHANNEL}`, request.routeOptions.url ?? '')
      .catch((error: unknown) => app.log.warn({ err: error }, 'content change not published'));
  });
});
