import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { Language } from '@shop/contracts';
import { preloadRemote } from '../lib/federation/load-remote';
import { configAtom } from '../lib/config';
import { languageAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';
import { modulesForPath } from './routes';

/** How long a mouse pointer rests on a link before the page's data is fetched. */
export const INTENT_DELAY_MS = 80;
/** A page's data fetched ahead is not fetched ahead again for this long. */
export const PREFETCH_FRESH_MS = 10_000;

interface Session {
  apiUrl: string;
  language: Language;
  token: string | null;
}

/** When each page's data was last fetched ahead, by URL, language and session. */
const prefetched = new Map<string, number>();

function prefetchPage(url: string, pathname: string, session: Session) {
  const key = `${url} ${session.language} ${session.token ?? ''}`;
  const now = Date.now();
  if (now - (prefetched.get(key) ?? -Infinity) < PREFETCH_FRESH_MS) return;
  prefetched.set(key, now);
  for (const id of modulesForPath(pathname, session.token !== null)) {
    void preloadRemote(id).then((module) => module.prefetch?.({ url, ...session }));
  }
}

/** Forgets what was fetched ahead (tests). */
export function forgetPrefetched() {
  prefetched.clear();
}

/**
 * When the pointer rests on, a finger touches, or the keyboard focuses a link of the shop,
 * starts loading the remote its page needs at once, and the page's data (the module's
 * `prefetch`) once the intent is clear: at once when a mouse or pen presses the link, else after
 * INTENT_DELAY_MS on it. A mouse passes over links on its way elsewhere, the keyboard tabs
 * through them, and a finger that starts a scroll on one (the browser then cancels the pointer)
 * leaves within that time and fetches nothing; a tap lasts longer, and its click still finds
 * the data on its way. Links of every app count, as remotes render plain anchors inside the
 * shell's document.
 */
export function usePrefetchOnIntent() {
  const { apiUrl } = useAtomValue(configAtom);
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const session = useRef<Session>({ apiUrl, language, token });
  useEffect(() => {
    session.current = { apiUrl, language, token };
  });
  const signedIn = Boolean(token);
  useEffect(() => {
    let resting: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null;
    const linkOf = (target: EventTarget | null) => {
      const link = target instanceof Element ? target.closest('a[href]') : null;
      return link instanceof HTMLAnchorElement && link.origin === window.location.origin
        ? link
        : null;
    };
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      if (!link) return;
      for (const id of modulesForPath(link.pathname, signedIn)) void preloadRemote(id);
      const url = link.pathname + link.search;
      const fetchData = () => {
        if (resting?.link === link) resting = null;
        prefetchPage(url, link.pathname, session.current);
      };
      // A mouse or pen pressing the link: the click follows.
      const pressed =
        event.type === 'pointerdown' && (event as PointerEvent).pointerType !== 'touch';
      if (pressed) {
        if (resting?.link === link) clearTimeout(resting.timer);
        return fetchData();
      }
      if (resting?.link === link) return;
      if (resting) clearTimeout(resting.timer);
      resting = { link, timer: setTimeout(fetchData, INTENT_DELAY_MS) };
    };
    const onLeave = (event: Event) => {
      if (!resting) return;
      const related = (event as FocusEvent | PointerEvent).relatedTarget as Node | null;
      // Still on the link (a child of it), unless the browser took the touch for a scroll.
      if (event.type !== 'pointercancel' && resting.link.contains(related)) return;
      if (linkOf(event.target) !== resting.link) return;
      clearTimeout(resting.timer);
      resting = null;
    };
    const listeners: Array<[string, (event: Event) => void]> = [
      ['pointerover', onIntent],
      ['pointerdown', onIntent],
      ['focusin', onIntent],
      ['pointerout', onLeave],
      ['pointercancel', onLeave],
      ['focusout', onLeave],
    ];
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener, { passive: true });
    return () => {
      if (resting) clearTimeout(resting.timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [signedIn]);
}
