import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceNonce, setDeviceCookie } from '../../lib/device-cookie';
import { HttpError, unauthorized } from '../../lib/errors';
import { burnVerify, verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../../repositories/users';
import { Email, errorResponses, ref, Text } from '../../schemas/common';
import { SessionSchema } from '../../schemas/users';

type LoginRequest = FastifyRequest<{ Body: { email: string; password: string } }>;

const inWords = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

/**
 * POST /login. Beside the limit per client address, failures on one account slow it down
 * for browsers without its device cookie (a short wait that doubles, never a fixed lock), so
 * strangers cannot guess a password nor lock its owner out: the owner's browser, which has
 * signed in before, keeps its turn until its own cookie has failed too often.
 */
export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;
  const throttle = repos.loginThrottle;
  const waits = { firstWaitSeconds: config.loginFirstWait, maxWaitSeconds: config.loginMaxWait };
  const accountRule = { free: config.rateLimitLoginAccount, ...waits };
  const deviceRule = { free: config.loginDeviceFailures, ...waits };

  /** The attempt's turn: on its device cookie while that has not failed too often, else on the account's. */
  async function takeTurn(request: LoginRequest, reply: FastifyReply, user: UserRow | null) {
    const nonce = user && deviceNonce(request, user.id);
    if (nonce) {
      const key = throttle.deviceKey(nonce);
      if ((await throttle.take(key, deviceRule)) === 0) return { key, rule: deviceRule };
    }
    const key = throttle.accountKey(request.body.email);
    const seconds = await throttle.take(key, accountRule);
    if (seconds === 0) return { key, rule: accountRule };
    reply.header('retry-after', seconds);
    throw new HttpError(
      429,
      `Too many failed logins for this account, retry in ${inWords(seconds)}`,
    );
  }

  app.post(
    '/login',
    {
      config: { rateLimit: { max: config.rateLimitLogin, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: Type.Object({ email: Email, password: Text(128, 1) }),
        response: { 200: ref(SessionSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // A known and an unknown email do the same work: one lookup, one turn, one hash check.
      const user = await repos.users.byEmail(request.body.email);
      const turn = await takeTurn(request, reply, user);
      const ok = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await burnVerify(request.body.password);
      if (!user || !ok) {
        app.background.afterReply(reply, 'login throttle pruning', () => throttle.prune());
        throw unauthorized('Invalid email or password');
      }
      await throttle.refund(turn.key, turn.rule);
      const touched = (await repos.users.touchSession(user.id)) ?? user;
      const sessionId = await repos.sessions.open(user.id, config.tokenTtlSeconds);
      const token = await app.tokens.sign({ userId: user.id, sessionId });
      setDeviceCookie(request, reply, user.id, config.loginDeviceDays);
      return { token, ...repos.users.toSessionUser(touched) };
    },
  );
};
