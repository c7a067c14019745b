import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a client still sending a body the API has already answered is read. */
const DRAIN_MS = 30_000;

/**
 * An answer sent before the request's body has all arrived (413 for a body too large, 415,
 * a 401 before an upload) reads the rest of the body and drops it instead of closing the
 * connection at once. Closing with bytes unread resets the connection, and the reset can
 * overtake the answer: the client, or the shop's /api pass-through, then sees a dropped
 * connection (a 502 through the shop) instead of the API's 413. A client that has not finished
 * sending within DRAIN_MS is cut off, so nobody can keep the API reading for ever.
 */
export const earlyAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // Only a request still arriving (an injected one has no such flag).
    if (raw.complete !== false) return;
    reply.removeHeader('connection');
    const timer = setTimeout(() => raw.destroy(), DRAIN_MS).unref();
    raw.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
    raw.resume();
  });
});
