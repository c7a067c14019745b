import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Email, errorResponses } from '../../schemas/common';

const Mail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Only with DEV_OUTBOX=true (refused when NODE_ENV=production): the mail the shop has
 * queued for an address, so tests and e2e journeys can follow a reset link.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: Type.Object({ email: Email }),
        response: { 200: Type.Object({ messages: Type.Array(Mail) }), ...errorResponses(400) },
      },
    },
    async (request) => ({ messages: await app.repos.messages.outbox(request.query.email) }),
  );
};
