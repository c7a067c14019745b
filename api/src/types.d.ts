import type { Config } from './config';
import type { Mailer } from './lib/mailer';
import type { TokenClaims, TokenService } from './lib/tokens';
import type { Repositories } from './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    tokens: TokenService;
    mailer: Mailer;
    /** onRequest hooks: a valid token, or a valid admin token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: TokenClaims | null;
  }
}
