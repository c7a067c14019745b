import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

/**
 * The shell taking over a page its server rendered. pre-paint.js keeps what the shopper did on
 * the first paint (a tap, a choice) until `shopReplayEarlyInput` is called; a tap replayed on
 * markup React has not hydrated yet is lost (React drops an event it cannot hydrate for). The
 * shell's own first render is not enough: the page inside `<main>` hydrates in a pass of its
 * own (its Suspense boundary waits for the remote's or the content's code). So the replay waits
 * for the shell AND every page that holds it; then the document is marked `data-ready` (what
 * monitoring and the end-to-end journeys wait for before a client-side navigation).
 */

const holders = new Set<symbol>();
let shellReady = false;
let markTakenOver = () => {};
let takenOver = new Promise<void>((resolve) => (markTakenOver = resolve));

/** Settles once the shell and every page that held it have taken over (`data-ready`). */
export const whenTakenOver = () => takenOver;

function replayWhenTakenOver() {
  if (!shellReady || holders.size > 0) return;
  // In a task of its own: what the page took from its served markup as it hydrated (a quantity
  // typed before its code came) is rendered first, so that a replayed tap acts on it and not on
  // the handlers of the hydrating render.
  setTimeout(() => {
    if (!shellReady || holders.size > 0) return;
    (window as { shopReplayEarlyInput?: () => void }).shopReplayEarlyInput?.();
    document.documentElement.dataset.ready = 'true';
    markTakenOver();
  }, 0);
}

/** The shell's side: called once by its root component. */
export function useShellTakeOver() {
  useEffect(() => {
    shellReady = true;
    replayWhenTakenOver();
  }, []);
}

/**
 * A page the server may have rendered. While `active`, the early input waits for it: from the
 * first commit (a layout effect, before the shell's own effect) until the returned `done` is
 * called — by `<PageHydrated>` placed inside the page's Suspense boundary, or on its failure —
 * or until the page unmounts.
 */
export function usePageTakeOver(active: boolean): () => void {
  const [key] = useState(() => Symbol('page'));
  useLayoutEffect(() => {
    if (!active) return;
    holders.add(key);
    return () => {
      if (holders.delete(key)) replayWhenTakenOver();
    };
  }, [active, key]);
  return useCallback(() => {
    if (holders.delete(key)) replayWhenTakenOver();
  }, [key]);
}

/** Commits with the page it is placed after, inside the same Suspense boundary. */
export function PageHydrated({ onHydrated }: { onHydrated: () => void }): null {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/** Tests start each render from a page not yet taken over. */
export function resetTakeOverForTests() {
  holders.clear();
  shellReady = false;
  takenOver = new Promise<void>((resolve) => (markTakenOver = resolve));
}
