import { useMemo } from 'react';
import type { CustomerDetails } from '@shop/contracts';
import { useSession } from '@shop/ui';
import { useLastBilling } from '../api';

/**
 * What the billing form starts from: the account's name and e-mail, and the address, phone and
 * country of the shopper's latest order. Undefined until the latest order's details answered
 * (or failed) and the account is known, so the form fills in once.
 */
export function useBillingPrefill(): Partial<CustomerDetails> | undefined {
  const session = useSession();
  const { data, error } = useLastBilling();
  // The account's own details are known once the shell says whose session it is.
  const settled = (data !== undefined || error !== undefined) && session?.status !== 'loading';
  const firstName = session?.profile.firstName ?? '';
  const lastName = session?.profile.lastName ?? '';
  const email = session?.email ?? '';
  return useMemo(() => {
    if (!settled) return undefined;
    const last = data?.billing ?? null;
    const account = { firstName, lastName, email };
    const fromAccount = Object.fromEntries(
      Object.entries(account).filter(([, value]) => value !== ''),
    ) as Partial<CustomerDetails>;
    return { ...(last ?? {}), ...fromAccount };
  }, [settled, data, firstName, lastName, email]);
}
