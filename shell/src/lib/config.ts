import { atom } from 'jotai';
import type { RuntimeConfig } from '@shop/contracts';

const bootConfigAtom = atom<RuntimeConfig>({
  apiUrl: '/api',
  remotes: { mfe_catalog: '', mfe_cart_checkout: '', mfe_account: '', mfe_admin: '' },
});

/** The runtime config the shell booted with (/config.json). */
export const configAtom = atom((get) => get(bootConfigAtom));

/** Set once, before the first render: at boot, or for the page the server renders. */
export const setConfigAtom = atom(null, (_get, set, config: RuntimeConfig) =>
  set(bootConfigAtom, config),
);
