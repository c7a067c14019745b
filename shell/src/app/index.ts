import { yieldToMain } from '../lib/yield-to-main';

// The async boundary lets federation negotiate shared singletons before any of them runs. It
// starts in a task of its own: evaluating this entry sets up the federation runtime, and
// importing the bootstrap asks it for every shared library and starts their chunks; one task
// of both blocked a phone's main thread longer than a tap may wait.
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
