import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/errors';
import {
  judgePassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  refusalText,
  type PasswordAccount,
} from '@shop/contracts/password-policy';
import { hashPassword } from '../../lib/passwords';
import { caller } from '../../plugins/auth';
import { bearer, Email, errorResponses, MessageSchema, Text } from '../../schemas/common';
import { loginRoute } from './login';

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

  async function mailResetLink(email: string, log: FastifyBaseLogger) {
    const user = await repos.users.byEmail(email);
    if (!user) return;
    const token = await repos.passwordResets.issue(user.id);
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // The outbox keeps the mail without the link; with SMTP_URL it is sent whole.
    await app.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      body: `Hello ${user.nickname},\n\nOpen this link within an hour to choose a new password:\n${link}\n`,
      withheld: [link],
    });
    // Outside production the log is how a demo's reset link reaches its user; in
    // production a log line must never hold a key to someone's account.
    if (config.nodeEnv !== 'production')
      log.info({ to: user.email, link }, 'password reset link queued');
  }
  await app.register(loginRoute);

  const mailSignupNotice = (user: { email: string; nickname: string }) =>
    app.mailer.send({
      to: user.email,
      subject: 'Someone tried to sign up with your email',
      body:
        `Hello ${user.nickname},\n\nSomeone tried to open a new account with this email, which ` +
        `already has one. No account was made. If it was you, log in at ${config.publicUrl}/login ` +
        `or choose a new password at ${config.publicUrl}/forgot-password. If not, you can ` +
        `ignore this mail.\n`,
    });

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
          // 409 is no longer answered (a taken email gets the 200); kept declared so the
          // browsers' generated types, and so @shop/contracts, stay as they are.
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { nickname, email, password, invitationId } = request.body;
      const input = { nickname: nickname.trim(), email: email.trim().toLowerCase() };
      const { id, existing } = await repos.users.signup({
        ...input,
        passwordHash: await newPasswordHash(password, { email, nickname }),
        code: invitationId.trim(),
      });
      // A taken email gets the answer of a new account (signup must not tell who has one);
      // its owner is told by mail, after the answer.
      if (existing)
        app.background.afterReply(reply, 'signup notice', () => mailSignupNotice(existing));
      return { id, ...input };
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
      // Same answer, in body and in time, either way: the account is looked up and its mail
      // queued only after the answer has gone.
      app.background.afterReply(reply, 'password reset mail', () =>
        mailResetLink(request.body.email, request.log),
      );
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
