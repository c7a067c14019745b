import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text the database wrote in the shape of the route's response schema (see
 * repositories/product-json): a string with a JSON content type skips Fastify's serialiser.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
