import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRMutation from 'swr/mutation';
import { actionToasts } from './action-toasts';

/**
 * A user's action in the admin (`useSWRMutation` with `actionToasts`): busy while it runs, the
 * message `run` answers as a toast, the API's error text when it fails. `trigger` answers the
 * message, or undefined when the action failed. While it runs, another press does nothing: its
 * button shows itself busy (aria-disabled) rather than disabled, which would take the keyboard's
 * focus away from it.
 */
export function useAction<Arg = void>(key: string, run: (arg: Arg) => Promise<string>) {
  const { t } = useTranslation();
  const running = useRef(false);
  const mutation = useSWRMutation(
    key,
    (_key: string, { arg }: { arg: Arg }) => run(arg),
    actionToasts(t),
  );
  const { trigger: start } = mutation;
  const trigger = useCallback(
    async (arg: Arg) => {
      if (running.current) return undefined;
      running.current = true;
      try {
        return await (start as (arg: Arg) => Promise<string | undefined>)(arg);
      } finally {
        running.current = false;
      }
    },
    [start],
  ) as typeof start;
  return { trigger, isMutating: mutation.isMutating };
}
