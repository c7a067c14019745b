import useSWR from 'swr';
import { useApi, useSession } from '@shop/ui';

/** The cache key of the shopper's invitations; the token keeps two accounts apart. */
export const invitationsKey = (token: string) => ['invitations', token] as const;

/** GET invitations: how many more the shopper may send, and the ones already made. */
export function useInvitations() {
  const api = useApi();
  const session = useSession();
  return useSWR(session ? invitationsKey(session.token) : null, () => api.invitations());
}
