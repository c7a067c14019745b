import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a one-off request (login, signup, password reset) and tells whether it is running, so
 * its button can be disabled with a spinner. Not cached: these answers are never read twice.
 */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A): Promise<R> => {
      setRunning(true);
      try {
        return await action(...args);
      } finally {
        if (mounted.current) setRunning(false);
      }
    },
    [action],
  );
  return { run, running };
}
