import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/** One readable sentence that names the field: "body/quantity must be <= 10". */
function describe(errors: FastifySchemaValidationError[], context: string): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const where = `${context}${first.instancePath}`;
  if (first.keyword === 'required' && missing) return `${where}/${missing} is required`;
  if (first.keyword === 'pattern') return `${where} has an invalid format`;
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
