import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { bearer, errorResponses, ref } from '../../schemas/common';
import { InvitationSchema } from '../../schemas/users';

const schema = bearer('invitations');

/** A user's own invitations, up to the shop's allowance per user. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        ...schema,
        response: {
          200: Type.Object({
            remaining: Type.Integer(),
            invitations: Type.Array(ref(InvitationSchema)),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const userId = callerId(request);
      const [invitations, settings] = await Promise.all([
        repos.invitations.byIssuer(userId),
        repos.settings.get(),
      ]);
      return {
        remaining: Math.max(0, settings.invitationsPerUser - invitations.length),
        invitations,
      };
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        response: { 201: ref(InvitationSchema), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const settings = await repos.settings.get();
      const code = await repos.invitations.createForIssuer(
        callerId(request),
        settings.invitationsPerUser,
      );
      const invitation = await repos.invitations.byCode(code);
      if (!invitation) throw new Error('created invitation not found');
      return reply.code(201).send(invitation);
    },
  );
};
