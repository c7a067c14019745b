import type { BuiltWith } from '@shop/contracts/compat';

/** Compiled in by the build (shared-build): what the shell was built with. */
declare const __SHOP_BUILT_WITH__: BuiltWith | undefined;

export const SHELL_BUILT_WITH: BuiltWith | null =
  typeof __SHOP_BUILT_WITH__ === 'undefined' ? null : __SHOP_BUILT_WITH__;
