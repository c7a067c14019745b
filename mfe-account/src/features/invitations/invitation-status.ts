import type { Invitation } from '@shop/contracts';

export type InvitationStatus =
  | { kind: 'used'; nickname: string; email: string; at: string | null }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  | { kind: 'available' };

/** What became of an invitation; a used one stays used even once it would have expired. */
export function invitationStatus(invitation: Invitation, now: Date = new Date()): InvitationStatus {
  if (invitation.usedBy || invitation.usedAt) {
    return {
      kind: 'used',
      nickname: invitation.usedBy?.nickname ?? '',
      email: invitation.usedBy?.email ?? '',
      at: invitation.usedAt,
    };
  }
  if (invitation.revoked) return { kind: 'revoked' };
  if (invitation.expiresAt && new Date(invitation.expiresAt).getTime() <= now.getTime()) {
    return { kind: 'expired' };
  }
  return { kind: 'available' };
}

/** The link a new shopper follows: it opens signup with the code filled in. */
export function invitationLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/signup?invitation=${encodeURIComponent(code)}`;
}
