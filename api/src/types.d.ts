import type { Config } from './config';
import type { TokenClaims, TokenService } from './lib/tokens';
import type { Repositories } from './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    tokens: TokenService;
    /** onRequest hooks: a valid token, or a valid admin token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: TokenClaims | null;
  }
}
