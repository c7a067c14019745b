import { useCallback, useEffect, useState } from 'react';
import type { ExposedModule } from '@shop/contracts';
import { afterNextPaint } from '@shop/ui';
import { preloadRemote } from '../../lib/federation/load-remote';

/** Starts the module's load once the frame the gesture paints is out. */
const loadAfterPaint = (module: ExposedModule) =>
  afterNextPaint().then(() => preloadRemote(module));

/**
 * A header button's remote part (a dialog, a menu's panel), loaded when the shopper heads for
 * the button and mounted when they ask for it. Neither happens in the gesture's own task: on a
 * phone the finger's arrival and the tap come together, so the tap paints what it changes on the
 * button first, and the part mounts in a later frame, once its code is here. Mounted from code
 * that is already loaded, it renders at once, with no Suspense fallback (which React would show
 * for at least 300 ms). A load that failed mounts too: the slot shows the remote's fallback.
 */
export function useRemoteOnTap(module: ExposedModule) {
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!wanted || mounted) return undefined;
    let current = true;
    void loadAfterPaint(module).then(() => current && setMounted(true));
    return () => {
      current = false;
    };
  }, [module, wanted, mounted]);
  return {
    /** The part is in the page (from its first mount on, kept while closed). */
    mounted,
    /** Loads the part's code ahead (the pointer or the keyboard came to the button). */
    headFor: useCallback(() => void loadAfterPaint(module), [module]),
    /** Mounts the part as soon as its code is here. */
    want: useCallback(() => setWanted(true), []),
  };
}
