import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { createApiClient } from '@shop/contracts';
import { configAtom } from '../../app/config';
import { tokenAtom } from './state';

export function useShellApi() {
  const { apiUrl } = useAtomValue(configAtom);
  const token = useAtomValue(tokenAtom);
  return useMemo(
    () => createApiClient({ baseUrl: apiUrl, getToken: () => token }),
    [apiUrl, token],
  );
}
