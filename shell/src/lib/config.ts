import { atom } from 'jotai';
import type { RuntimeConfig } from '@shop/contracts';

/** The runtime config the shell booted with (/config.json). */
export const configAtom = atom<RuntimeConfig>({
  apiUrl: '/api',
  remotes: { mfe_catalog: '', mfe_cart_checkout: '', mfe_account: '', mfe_admin: '' },
});
