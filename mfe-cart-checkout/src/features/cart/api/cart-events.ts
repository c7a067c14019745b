import { emit, on } from '@shop/contracts';

/** True while this feature announces its own change, which its caches already hold. */
let announcingOwnChange = false;

/** Tells the shell and the other remotes that the cart changed (after a change made here). */
export function announceCartChange(count: number): void {
  announcingOwnChange = true;
  try {
    emit('cart:changed', { count });
  } finally {
    announcingOwnChange = false;
  }
}

/**
 * Calls back on every cart change announced by anyone else (another remote, the checkout).
 * The event is dispatched synchronously, so the flag tells our own announcements apart.
 */
export function onForeignCartChange(callback: () => void): () => void {
  return on('cart:changed', () => {
    if (!announcingOwnChange) callback();
  });
}
