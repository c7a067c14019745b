import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { createApiClient } from '@shop/contracts';
import { configAtom } from '../../lib/config';
import { tokenAtom } from '../../lib/session';

export function useShellApi() {
  const { apiUrl } = useAtomValue(configAtom);
  const token = useAtomValue(tokenAtom);
  return useMemo(
    () => createApiClient({ baseUrl: apiUrl, getToken: () => token }),
    [apiUrl, token],
  );
}
