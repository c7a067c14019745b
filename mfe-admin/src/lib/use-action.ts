import { useTranslation } from 'react-i18next';
import useSWRMutation from 'swr/mutation';
import { actionToasts } from './action-toasts';

/**
 * A user's action in the admin (`useSWRMutation` with `actionToasts`): busy while it runs, the
 * message `run` answers as a toast, the API's error text when it fails. `trigger` answers the
 * message, or undefined when the action failed.
 */
export function useAction<Arg = void>(key: string, run: (arg: Arg) => Promise<string>) {
  const { t } = useTranslation();
  return useSWRMutation(key, (_key: string, { arg }: { arg: Arg }) => run(arg), actionToasts(t));
}
