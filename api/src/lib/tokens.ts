import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../schemas/common';
import { unauthorized } from './errors';

export interface TokenClaims {
  userId: number;
  role: Role;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

const ALGORITHM = 'HS256';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, role }) =>
      new SignJWT({ role })
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
        const role = payload.role;
        if (!Number.isInteger(userId) || (role !== 'customer' && role !== 'admin'))
          throw unauthorized();
        return { userId, role };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Expired token');
        throw unauthorized();
      }
    },
  };
}
