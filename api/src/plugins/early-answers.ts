import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a client still sending a body the API has already judged is waited for. */
const DRAIN_MS = 10_000;

/** Resolves once the rest of the request's body has been read and dropped, or after DRAIN_MS. */
function drained(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_MS).unref();
    raw.once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}

/**
 * An answer decided before the request's body has all arrived (413 for a body too large, 415,
 * a 404, a malformed upload) leaves once the rest of the body has been read and dropped. Sent
 * at once, it is followed by a close with the client's bytes still unread, which resets the
 * connection, and the reset can overtake the answer: the client, or the shop's /api
 * pass-through, then sees a dropped connection (a 502 through the shop) instead of the API's
 * 413. A client that has not finished sending within DRAIN_MS gets the answer anyway.
 */
export const earlyAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request) => {
    // Only a request still arriving (an injected one has no such flag).
    if (request.raw.complete === false) await drained(request.raw);
  });
});
