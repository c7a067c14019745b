import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yield-to-main';

/**
 * A remote's entry arrives, runs, and its container is set up with the shared libraries in one
 * go otherwise: the runtime does all of it in the task of the script's load event. This plugin
 * starts the container's set-up in a task of its own, so the page can answer a tap in between.
 */
export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-yield-between-remotes',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}
