import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { errorResponses, ref, Text } from '../../schemas/common';
import { ImageUrl } from '../../schemas/text';
import { LANGUAGES, SessionUserSchema, SettingsSchema } from '../../schemas/users';

const tags = ['user'];
const security = [{ bearer: [] }];
const AvatarUrl = Type.Union([ImageUrl, Type.Literal('')]);

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  app.addHook('onRequest', app.authenticate);

  const load = async (id: number) => {
    const user = await repos.users.byId(id);
    if (!user) throw notFound('User not found');
    return user;
  };

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        response: { 200: ref(SessionUserSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => repos.users.toSessionUser(await load(callerId(request))),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        response: {
          200: Type.Object({ currencyId: Type.Integer(), currencyCode: Type.String() }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { currencyId, currencyCode } = repos.users.toSessionUser(
        await load(callerId(request)),
      ).settings;
      return { currencyId, currencyCode };
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
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
    async (request) => {
      const user = await repos.users.update(callerId(request), request.body);
      if (!user) throw notFound('User not found');
      return repos.users.toSessionUser(user).settings;
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
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
    async (request) => {
      const user = await repos.users.update(callerId(request), request.body);
      if (!user) throw notFound('User not found');
      return repos.users.toSessionUser(user);
    },
  );
};
