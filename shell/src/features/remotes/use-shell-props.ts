import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Language, ShellProps } from '@shop/contracts';
import { configAtom } from '../../lib/config';
import { useSession } from '../../lib/session';
import { themeAtom } from '../../lib/preferences';

/** The typed props every exposed module receives (ShellProps of the contract). */
export function useShellProps(): ShellProps {
  const session = useSession();
  const theme = useAtomValue(themeAtom);
  const { apiUrl } = useAtomValue(configAtom);
  // i18next's language, not the chosen one: it changes when every module's texts are in.
  const language = useTranslation('common').i18n.language as Language;
  return useMemo(() => ({ session, language, theme, apiUrl }), [session, language, theme, apiUrl]);
}
