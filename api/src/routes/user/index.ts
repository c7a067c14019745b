import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import type { UserRow } from '../../repositories/users';
import { bearer, errorResponses, ref, Text } from '../../schemas/common';
import { ImageUrl } from '../../schemas/text';
import { LANGUAGES, SessionUserSchema, SettingsSchema } from '../../schemas/users';

const schema = bearer('user');
const AvatarUrl = Type.Union([ImageUrl, Type.Literal('')]);

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  app.addHook('onRequest', app.authenticate);

  /** The caller's row as the wire's SessionUser, or a 404 when there is none. */
  const sessionUser = async (row: Promise<UserRow | null>) => {
    const user = await row;
    if (!user) throw notFound('User not found');
    return repos.users.toSessionUser(user);
  };

  app.get(
    '/me',
    {
      schema: {
        ...schema,
        response: { 200: ref(SessionUserSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => sessionUser(repos.users.byId(callerId(request))),
  );

  app.get(
    '/settings',
    {
      schema: {
        ...schema,
        response: {
          200: Type.Object({ currencyId: Type.Integer(), currencyCode: Type.String() }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { settings } = await sessionUser(repos.users.byId(callerId(request)));
      return { currencyId: settings.currencyId, currencyCode: settings.currencyCode };
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        ...schema,
        body: Type.Object(
          {
            language: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: LANGUAGES })),
            darkMode: Type.Optional(Type.Boolean()),
            emailNotifications: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(SettingsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      (await sessionUser(repos.users.update(callerId(request), request.body))).settings,
  );

  app.put(
    '/profile',
    {
      schema: {
        ...schema,
        body: Type.Object(
          {
            nickname: Type.Optional(Text(40, 1)),
            firstName: Type.Optional(Text(60)),
            lastName: Type.Optional(Text(60)),
            avatarUrl: Type.Optional(AvatarUrl),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(SessionUserSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => sessionUser(repos.users.update(callerId(request), request.body)),
  );
};
