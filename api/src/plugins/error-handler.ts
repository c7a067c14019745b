import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../lib/db-errors';
import { TEXT_PATTERNS } from '../schemas/text';

/** One readable sentence that names the field: "body/quantity must be <= 10". */
function describe(errors: FastifySchemaValidationError[], context: string): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const where = `${context}${first.instancePath}`;
  if (first.keyword === 'required' && missing) return `${where}/${missing} is required`;
  if (first.keyword === 'pattern') {
    const pattern = (first.params as { pattern?: string }).pattern ?? '';
    return TEXT_PATTERNS.has(pattern)
      ? `${where} must not contain control characters`
      : `${where} has an invalid format`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `${where}/${extra} is not allowed`;
  }
  return `${where} ${first.message ?? 'is invalid'}`;
}

/**
 * Every non-2xx answer is `{ error }`. Client errors keep their message; anything else is
 * logged in full and answered with a fixed text, so no stack or SQL leaves the server.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply
        .code(400)
        .send({ error: describe(error.validation, error.validationContext ?? 'request') });
    }
    // A write that refers to a row deleted meanwhile: the client's request is stale, not a
    // server fault. Repositories answer the cases they know with a precise text first.
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) {
      request.log.warn({ err: error }, 'foreign key violation');
      return reply.code(409).send({ error: 'A record this request refers to no longer exists' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    if (status === 429) request.log.warn({ url: request.url }, 'rate limited');
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
