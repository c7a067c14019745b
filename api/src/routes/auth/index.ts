import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError, unauthorized } from '../../lib/errors';
import {
  judgePassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  refusalText,
  type PasswordAccount,
} from '@shop/contracts/password-policy';
import { burnVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import { caller } from '../../plugins/auth';
import { bearer, Email, errorResponses, MessageSchema, ref, Text } from '../../schemas/common';
import { SessionSchema } from '../../schemas/users';

const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** A new password must pass the policy, judged for its account, before it is hashed. */
async function newPasswordHash(password: string, account: PasswordAccount): Promise<string> {
  const verdict = judgePassword(password, account);
  if (!verdict.ok) throw badRequest(refusalText(verdict));
  return hashPassword(password);
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;
  // Beside the limit per client address: attempts on one account from any number of
  // addresses, so a botnet or a rotating proxy cannot guess a password either.
  const perAccount = app.createRateLimit({
    max: config.rateLimitLoginAccount,
    timeWindow: '1 hour',
    keyGenerator: (request) =>
      `login-account:${(request.body as { email: string }).email.trim().toLowerCase()}`,
  });

  app.post(
    '/login',
    {
      config: perMinute(config.rateLimitLogin),
      schema: {
        tags: ['auth'],
        body: Type.Object({ email: Email, password: Text(128, 1) }),
        response: { 200: ref(SessionSchema), ...errorResponses(400, 401, 429) },
      },
      preHandler: async (request, reply) => {
        const limit = await perAccount(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(
          429,
          `Too many login attempts for this account, retry in ${Math.ceil(limit.ttlInSeconds / 60)} minutes`,
        );
      },
    },
    async (request) => {
      const user = await repos.users.byEmail(request.body.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await burnVerify(request.body.password);
      if (!user || !ok) throw unauthorized('Invalid email or password');
      const touched = (await repos.users.touchSession(user.id)) ?? user;
      const sessionId = await repos.sessions.open(user.id, config.tokenTtlSeconds);
      const token = await app.tokens.sign({ userId: user.id, sessionId });
      return { token, ...repos.users.toSessionUser(touched) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        ...bearer('auth'),
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await repos.sessions.revoke(caller(request).sessionId);
      return reply.code(204).send(null);
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
        passwordHash: await newPasswordHash(password, { email, nickname }),
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
        // Outside production the log is how a demo's reset link reaches its user; in
        // production a log line must never hold a key to someone's account.
        if (config.nodeEnv !== 'production')
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
      const { token, password } = request.body;
      // A bad link is answered first; then the password is judged for the link's account.
      const account = await repos.passwordResets.holder(token);
      // The new password hash ends every session of the user (a trigger in the database).
      await repos.passwordResets.reset(token, await newPasswordHash(password, account));
      return { message: 'Your password has been changed. You can log in now.' };
    },
  );
};
