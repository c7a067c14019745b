import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a
 * browser that has signed in to an account before carries one for that account, signed by
 * the API, and keeps signing in while strangers' failures slow the account down.
 */
const name = (userId: number) => `device_${userId}`;

/** Sent with auth calls only (login), on the shop's origin as on the API's. */
const PATH = '/api/auth';

/** The nonce of the request's device cookie for this user, when it carries a valid one. */
export function deviceNonce(request: FastifyRequest, userId: number): string | null {
  const raw = request.cookies[name(userId)];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  // The account is inside the signed value: a cookie moved under another account's name fails.
  const [owner, nonce] = (valid && value ? value : '').split('.');
  return owner === String(userId) && nonce ? nonce : null;
}

/** A new device cookie for the user (each sign-in gets a fresh nonce). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  days: number,
): void {
  reply.setCookie(name(userId), `${userId}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
    maxAge: days * 86_400,
  });
}
