import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../lib/errors';
import { burnVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import { toSessionUser } from '../../repositories/users';
import { Email, errorResponses, MessageSchema, Text } from '../../schemas/common';
import { SessionSchema } from '../../schemas/users';

const Password = Type.String({ minLength: 8, maxLength: 128 });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.post(
    '/login',
    {
      config: perMinute(config.rateLimitLogin),
      schema: {
        tags: ['auth'],
        body: Type.Object({ email: Email, password: Text(128, 1) }),
        response: { 200: SessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await repos.users.byEmail(request.body.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await burnVerify(request.body.password);
      if (!user || !ok) throw unauthorized('Invalid email or password');
      const touched = (await repos.users.touchSession(user.id)) ?? user;
      const token = await app.tokens.sign({ userId: user.id, role: toSessionUser(user).role });
      return { token, ...toSessionUser(touched) };
    },
  );

  app.post(
    '/signup',
    {
      config: perMinute(config.rateLimitSignup),
      schema: {
        tags: ['auth'],
        body: Type.Object({
          nickname: Text(40, 1),
          email: Email,
          password: Password,
          invitationId: Text(64, 1),
          // The client's own id for the request; accounts get the server's ids.
          id: Type.Optional(Text(64)),
        }),
        response: {
          200: Type.Object({ id: Type.Integer(), nickname: Type.String(), email: Type.String() }),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => {
      const { nickname, email, password, invitationId } = request.body;
      const user = await repos.users.signup({
        nickname: nickname.trim(),
        email: email.trim().toLowerCase(),
        passwordHash: await hashPassword(password),
        code: invitationId.trim(),
      });
      return { id: user.id, nickname: user.nickname, email: user.email };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: perMinute(config.rateLimitForgot),
      schema: {
        tags: ['auth'],
        body: Type.Object({ email: Email }),
        response: { 202: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await repos.users.byEmail(request.body.email);
      if (user) {
        const token = await repos.passwordResets.issue(user.id);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Queued in the outbox, and sent in the background when SMTP_URL is set.
        await app.mailer.send({
          to: user.email,
          subject: 'Reset your password',
          body: `Hello ${user.nickname},\n\nOpen this link within an hour to choose a new password:\n${link}\n`,
        });
        // Without SMTP the outbox and this log line are how the link reaches anyone.
        if (!config.smtpUrl)
          request.log.info({ to: user.email, link }, 'password reset link queued');
      }
      // Same answer either way: the form must not reveal which emails have accounts.
      return reply
        .code(202)
        .send({ message: 'If an account exists for this email, a reset link is on its way.' });
    },
  );

  app.post(
    '/reset-password',
    {
      config: perMinute(config.rateLimitForgot),
      schema: {
        tags: ['auth'],
        body: Type.Object({ token: Text(200, 1), password: Password }),
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await repos.passwordResets.reset(
        request.body.token,
        await hashPassword(request.body.password),
      );
      return { message: 'Your password has been changed. You can log in now.' };
    },
  );
};
