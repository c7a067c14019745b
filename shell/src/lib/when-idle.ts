/** The longest work left for an idle moment waits on a page that stays busy. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves in an idle period of the browser's main thread, so that work no first view needs
 * waits until the page has started; where there are no idle callbacks (Safari), in the next task.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
