import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { createTokenService } from '../lib/tokens';
import type { Role } from '../schemas/common';

/** The answer to a token whose session was ended (logout, new password or role, deletion). */
export const SESSION_ENDED = 'Session ended';

export interface Caller {
  userId: number;
  sessionId: string;
  /** From the database on this request, never from the token. */
  role: Role;
}

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
  // Login's device cookies are signed with a key of their own, derived from the token secret.
  await app.register(cookie, {
    secret: createHmac('sha256', secret).update('login device cookie').digest('base64url'),
  });
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await app.tokens.verify(token);
    const role = await app.repos.sessions.role(claims.sessionId, claims.userId);
    if (!role) throw unauthorized(SESSION_ENDED);
    request.user = { ...claims, role };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.user?.role !== 'admin') throw forbidden();
  });
});

/** The caller on a route behind `authenticate`. */
export function caller(request: FastifyRequest): Caller {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The caller's user id on a route behind `authenticate`. */
export function callerId(request: FastifyRequest): number {
  return caller(request).userId;
}
