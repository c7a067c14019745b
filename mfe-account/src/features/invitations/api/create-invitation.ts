import useSWRMutation from 'swr/mutation';
import type { Invitation } from '@shop/contracts';
import { useApi, useSession } from '@shop/ui';
import { invitationsKey } from './invitations';

type Invitations = { remaining: number; invitations: Invitation[] };

const spendOne = (current?: Invitations) => Math.max(0, (current?.remaining ?? 1) - 1);

/**
 * POST invitations. The remaining count drops at once (optimistic) and comes back if the
 * server refuses; the new code joins the top of the list when it answers.
 */
export function useCreateInvitation() {
  const api = useApi();
  const token = useSession()?.token;
  return useSWRMutation(token ? invitationsKey(token) : null, () => api.createInvitation(), {
    optimisticData: (current?: Invitations) => ({
      remaining: spendOne(current),
      invitations: current?.invitations ?? [],
    }),
    populateCache: (created: Invitation, current?: Invitations) => ({
      remaining: spendOne(current),
      invitations: [created, ...(current?.invitations ?? [])],
    }),
    rollbackOnError: true,
    revalidate: true,
  });
}
