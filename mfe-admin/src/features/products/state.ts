import { atom } from 'jotai';

const addProductOpen = atom(false);

/** Whether the Add Products modal is open: the top bar opens it, the modal closes it. */
export const addProductOpenAtom = atom(
  (get) => get(addProductOpen),
  (_get, set, open: boolean) => set(addProductOpen, open),
);
