import useSWR from 'swr';
import type { Invitation } from '@shop/contracts';
import { useApi } from '@shop/ui';

const adminInvitationsKey = () => 'admin/invitations';

/** The shop's invitations; a revoke shows at once and is rolled back if the API refuses. */
export function useAdminInvitations() {
  const api = useApi();
  const swr = useSWR(adminInvitationsKey(), () => api.admin.invitations());

  const create = async (count: number) => {
    const { invitations } = await api.admin.createInvitations(count);
    await swr.mutate(
      (current) => ({ invitations: [...invitations, ...(current?.invitations ?? [])] }),
      { revalidate: true },
    );
    return invitations;
  };

  const revoke = (code: string) =>
    swr.mutate(
      async (current) => {
        const revoked: Invitation = await api.admin.revokeInvitation(code);
        return {
          invitations: (current?.invitations ?? []).map((i) => (i.code === code ? revoked : i)),
        };
      },
      {
        optimisticData: (current) => ({
          invitations: (current?.invitations ?? []).map((i) =>
            i.code === code ? { ...i, revoked: true } : i,
          ),
        }),
        rollbackOnError: true,
        revalidate: false,
      },
    );

  return { ...swr, create, revoke };
}
