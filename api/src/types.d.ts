import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Background } from './lib/background';
import type { Mailer } from './lib/mailer';
import type { TokenService } from './lib/tokens';
import type { Caller } from './plugins/auth';
import type { Repositories } from './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    tokens: TokenService;
    mailer: Mailer;
    /** The Redis every instance shares (REDIS_URL), if any: counters that span instances. */
    redis: Redis | undefined;
    /** Work a route leaves for after its answer. */
    background: Background;
    /** onRequest hooks: a valid token, or a valid admin token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: Caller | null;
  }
}
