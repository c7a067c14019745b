import { atom } from 'jotai';

/** The last title a remote resolved, with the location it belongs to (so a stale one never shows). */
export const resolvedTitleAtom = atom<{ location: string; title: string } | null>(null);
