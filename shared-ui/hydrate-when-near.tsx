import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrationMount } from './use-hydrating';

/** A promise React reads synchronously once open (`use` looks at its `status` first). */
interface Gate extends Promise<void> {
  status?: string;
  value?: undefined;
  isOpen: boolean;
  /** Held rendered once behind it: the next attempt hydrates (see Held). */
  tried: boolean;
  open: () => void;
}

function gate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done)) as Gate;
  promise.isOpen = false;
  promise.tried = false;
  promise.open = () => {
    if (promise.isOpen) return;
    promise.isOpen = true;
    promise.status = 'fulfilled';
    promise.value = undefined;
    resolve();
  };
  return promise;
}

/**
 * Waits for the gate on the first attempt only. React renders a part still waiting again when
 * something it reads changed (a context above it): it then hydrates at once rather than leave
 * that change waiting for the scroll, or drop the server's markup for a fallback.
 */
function Held({ until, children }: { until: Gate | null; children: ReactNode }) {
  if (until) {
    if (until.tried) until.open();
    until.tried = true;
    use(until as Promise<void>);
  }
  return children;
}

/** What a shopper does to a part of the page: it must be live before the event reaches it. */
const ACTIONS = ['pointerdown', 'touchstart', 'mousedown', 'click', 'keydown', 'focusin'];

/**
 * Server-rendered content below the fold, hydrated when it comes within `margin` of the
 * screen, or as soon as the shopper touches, clicks or tabs into it, instead of with the rest
 * of the page: its markup is on screen from the first paint, and the phone's main thread
 * spends the page's first seconds on what the shopper sees. Rendered in the browser (a client
 * navigation), it renders at once. The wrapper is a `display: contents` element (no box of its
 * own), so it changes no layout.
 */
export function HydrateWhenNear({
  children,
  margin = '200px',
}: {
  children: ReactNode;
  margin?: string;
}) {
  const hydrating = useHydrationMount();
  // The server (no document) renders the part as it is.
  const [until] = useState(() => (hydrating && typeof document !== 'undefined' ? gate() : null));
  const [waiting, setWaiting] = useState(until !== null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!until || !wrapper) return;
    // On the window, ahead of React's own listener on the root: React hydrates the part the
    // event is for at once, and finds it ready to.
    const onAction = (event: Event) => {
      if (event.target instanceof Node && wrapper.contains(event.target)) until.open();
    };
    ACTIONS.forEach((type) => window.addEventListener(type, onAction, true));
    const parts = [...wrapper.children];
    const observer =
      typeof IntersectionObserver === 'undefined' || parts.length === 0
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) until.open();
            },
            { rootMargin: margin },
          );
    parts.forEach((part) => observer?.observe(part));
    if (!observer) until.open();
    let active = true;
    const stop = () => {
      observer?.disconnect();
      ACTIONS.forEach((type) => window.removeEventListener(type, onAction, true));
    };
    void until.then(() => {
      stop();
      if (active) setWaiting(false);
    });
    return () => {
      active = false;
      stop();
    };
  }, [until, margin]);
  // While it waits, the part is given no new props: React would have to hydrate it for them.
  const [first] = useState(children);
  const shown = waiting ? first : children;
  const held = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held until={until}>{shown}</Held>
      </Suspense>
    ),
    [until, shown],
  );
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {held}
    </div>
  );
}
