import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this component's first render is React hydrating the server's markup (true on the
 * server as well), for the life of the component; a component the browser renders anew gets
 * false. Reading it never renders the component again.
 *
 * The usual way to tell, a store whose server value differs from its browser value, costs a
 * render: React compares the two once the hydration has committed and renders the component
 * again at once, synchronously, in the task that ran the page's effects. Here each instance
 * remembers which of the two React asked for, and gives the same answer from then on.
 */
export function useHydrationMount(): boolean {
  const first = useRef<boolean | null>(null);
  return useSyncExternalStore(
    noSubscription,
    () => (first.current ??= false),
    () => (first.current ??= true),
  );
}

/**
 * True while the server renders and while React hydrates what it rendered, until the browser's
 * own render after it; false in every render of a component the browser rendered anew. A part
 * the server renders without the shopper's data uses it to start as exactly what the server
 * sent, whatever the app already holds. That render after the hydration is a transition: React
 * renders it in slices it can interrupt for a tap, not in the task that hydrated the page.
 */
export function useHydrating(): boolean {
  const hydrated = useHydrationMount();
  const [hydrating, setHydrating] = useState(hydrated);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
