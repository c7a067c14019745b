import { atom } from 'jotai';

export type Resolved = { location: string; title: string };

const lastResolvedAtom = atom<Resolved | null>(null);

/** The last title a remote resolved, with the location it belongs to (so a stale one never shows). */
export const resolvedTitleAtom = atom((get) => get(lastResolvedAtom));

export const resolveTitleAtom = atom(null, (_get, set, resolved: Resolved) =>
  set(lastResolvedAtom, resolved),
);
