import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from './errors';

/** What a token says: whose it is and which session it belongs to. The role is not in it. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        // The algorithm is pinned: a token signed otherwise (or "none") is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId))
          throw unauthorized();
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Expired token');
        throw unauthorized();
      }
    },
  };
}
