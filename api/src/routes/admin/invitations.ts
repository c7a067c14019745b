import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { bearer, errorResponses, ref, Text } from '../../schemas/common';
import { InvitationSchema } from '../../schemas/users';

const schema = bearer('admin');
const List = Type.Object({ invitations: Type.Array(ref(InvitationSchema)) });

export const adminInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/invitations',
    { schema: { ...schema, response: { 200: List, ...errorResponses(401, 403) } } },
    async () => ({
      invitations: await repos.invitations.all(),
    }),
  );

  app.post(
    '/invitations',
    {
      schema: {
        ...schema,
        body: Type.Optional(
          Type.Object({
            count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
          }),
        ),
        response: { 201: List, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { count = 1, expiresInDays } = request.body ?? {};
      const expiresAt = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null;
      const codes = await repos.invitations.create(callerId(request), count, expiresAt);
      const invitations = await Promise.all(codes.map((code) => repos.invitations.byCode(code)));
      return reply.code(201).send({ invitations: invitations.filter((i) => i !== null) });
    },
  );

  app.delete(
    '/invitations/:code',
    {
      schema: {
        ...schema,
        params: Type.Object({ code: Text(64, 1) }),
        response: { 200: ref(InvitationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repos.invitations.revoke(request.params.code)))
        throw notFound('Invitation not found');
      const invitation = await repos.invitations.byCode(request.params.code);
      if (!invitation) throw notFound('Invitation not found');
      return invitation;
    },
  );
};
