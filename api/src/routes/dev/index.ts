import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { Email, errorResponses, IdParam } from '../../schemas/common';

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
 * queued for an address, so tests and e2e journeys can follow a reset link. The outbox rows
 * never hold the link; this process keeps its newest mails whole in memory for this route.
 * And a product's view count, so journeys can count the views of a visit.
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
    async (request) => {
      // Work left for after an answer (a reset mail) is part of what was queued.
      await app.background.idle();
      const rows = await app.repos.messages.outbox(request.query.email);
      return {
        messages: rows.map((row) => ({ ...row, body: app.mailer.devCopy(row.id) ?? row.body })),
      };
    },
  );

  app.get(
    '/product-views/:id',
    {
      schema: {
        tags: ['dev'],
        params: IdParam,
        response: { 200: Type.Object({ views: Type.Integer() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const views = await app.repos.views.count(request.params.id);
      if (views === null) throw notFound('Product not found');
      return { views };
    },
  );
};
