import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { ShellProps } from '@shop/contracts';
import { configAtom } from '../../lib/config';
import { useSession } from '../../lib/session';
import { themeAtom } from '../../lib/preferences';

/** The typed props every exposed module receives (ShellProps of the contract). */
export function useShellProps(): ShellProps {
  const session = useSession();
  const theme = useAtomValue(themeAtom);
  const { apiUrl } = useAtomValue(configAtom);
  return useMemo(() => ({ session, theme, apiUrl }), [session, theme, apiUrl]);
}
