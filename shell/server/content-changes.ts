/**
 * When staff change what pages show, every replica of the shell forgets its cached pages. The API
 * publishes each change on a Redis channel when REDIS_URL is set (api/src/plugins/content-changes.ts);
 * without Redis, the one shell hears the staff's changes as they pass through it to the API.
 */
import { Redis } from 'ioredis';

/** The channel the API publishes on, after its key prefix (the same name there). */
export const CONTENT_CHANGED_CHANNEL = 'content-changed';

/** A staff change passing through the /api pass-through: a write under /api/admin/. */
export const isContentWrite = (method: string | undefined, pathname: string) =>
  method !== 'GET' &&
  method !== 'HEAD' &&
  method !== 'OPTIONS' &&
  pathname.startsWith('/api/admin/');

/**
 * Calls onChange for every change published, and once each time the subscription (re)connects:
 * a change published while it was away is missed, so what was kept is no longer to be trusted.
 * Returns the function that closes the subscription.
 */
export function subscribeToContentChanges({
  redisUrl,
  keyPrefix,
  onChange,
}: {
  redisUrl?: string | undefined;
  keyPrefix: string;
  onChange: () => void;
}): () => Promise<void> {
  if (!redisUrl) return async () => undefined;
  const channel = keyPrefix + CONTENT_CHANGED_CHANNEL;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 5000 });
  redis.on('error', (error: Error) => console.error('shell: content changes:', error.message));
  redis.on('ready', () => {
    onChange();
    redis
      .subscribe(channel)
      .catch((error: Error) => console.error('shell: subscribe', error.message));
  });
  redis.on('message', (from: string) => {
    if (from === channel) onChange();
  });
  return async () => {
    await redis.quit().catch(() => redis.disconnect());
  };
}
