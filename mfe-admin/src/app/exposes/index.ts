import type { RemoteExposes } from '@shop/contracts';
import AdminApp from './admin-app';

/**
 * This remote's side of the typed federation contract: every module the contract names, with the
 * props the shell gives it. exposes.cjs (the build's map) must list the same names and files (a
 * test checks), so renaming an expose fails the type check or that test.
 */
export const exposed = {
  './AdminApp': AdminApp,
} satisfies RemoteExposes<'mfe_admin'>;
