import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { createTokenService } from '../lib/tokens';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Tokens and the two guards routes put in `onRequest`; roles are checked on the server. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = app.config.tokenSecret;
  if (!secret) throw new Error('tokenSecret must be resolved before the app is built');
  app.decorate('tokens', createTokenService(secret, app.config.tokenTtlSeconds));
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw unauthorized();
    request.user = await app.tokens.verify(token);
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.user?.role !== 'admin') throw forbidden();
  });
});

/** The caller's user id on a route behind `authenticate`. */
export function callerId(request: FastifyRequest): number {
  if (!request.user) throw unauthorized();
  return request.user.userId;
}
