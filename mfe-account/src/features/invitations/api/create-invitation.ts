import { useCallback, useState } from 'react';
import type { Invitation } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { useInvitations } from './invitations';

type Invitations = { remaining: number; invitations: Invitation[] };

/**
 * POST invitations. The remaining count drops at once (optimistic) and comes back if the
 * server refuses; the new code joins the top of the list when it answers.
 */
export function useCreateInvitation() {
  const api = useApi();
  const { mutate } = useInvitations();
  const [creating, setCreating] = useState(false);

  const create = useCallback(async () => {
    setCreating(true);
    try {
      await mutate(
        async (current?: Invitations) => {
          const created = await api.createInvitation();
          return {
            remaining: Math.max(0, (current?.remaining ?? 1) - 1),
            invitations: [created, ...(current?.invitations ?? [])],
          };
        },
        {
          optimisticData: (current?: Invitations) => ({
            remaining: Math.max(0, (current?.remaining ?? 1) - 1),
            invitations: current?.invitations ?? [],
          }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: true,
        },
      );
    } finally {
      setCreating(false);
    }
  }, [api, mutate]);

  return { create, creating };
}
