/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser may paint and answer a
 * tap in between: long boot work cut at its seams instead of one task that blocks the page.
 * `scheduler.yield()` goes on ahead of other queued tasks; elsewhere a message does (a timer
 * only where there is neither: a background tab runs timers once a second).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined')
    return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
