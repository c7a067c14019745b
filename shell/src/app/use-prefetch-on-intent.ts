import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { preloadRemote } from '../lib/federation/load-remote';
import { tokenAtom } from '../lib/session';
import { modulesForPath } from './routes';

/**
 * When the pointer rests on, or the keyboard focuses, a link of the shop, starts loading the
 * remote its page needs, so the click finds it ready. Links of every app count, as remotes
 * render plain anchors inside the shell's document.
 */
export function usePrefetchOnIntent() {
  const signedIn = Boolean(useAtomValue(tokenAtom));
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      for (const id of modulesForPath(link.pathname, signedIn)) void preloadRemote(id);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [signedIn]);
}
