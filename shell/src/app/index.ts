import { yieldToMain } from '../lib/yield-to-main';

/**
 * The async boundary lets federation negotiate shared singletons before any of them runs. The
 * boot then goes in steps, each a task of its own: the shared libraries the first view runs,
 * one or two at a time (react-dom alone is most of a phone's 50 ms), and then the shell's own
 * modules. Asked for all at once by the bootstrap, they were evaluated in one task, more than
 * twice as long as react-dom's, that no tap could get between.
 */
const BOOT_STEPS = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => Promise.all([import('i18next'), import('react-i18next')]),
  () => Promise.all([import('jotai'), import('swr')]),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

void (async () => {
  for (const step of BOOT_STEPS) {
    await yieldToMain();
    await step();
  }
})();
