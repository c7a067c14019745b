/**
 * Resolves once the browser has painted the frame after the current task: work the shopper
 * does not see at once (a request) started after it lets what a tap changes on screen paint
 * first, instead of waiting behind it (INP). A page that paints nothing (a hidden tab, or no
 * frames at all) goes on after `limitMs`.
 */
export function afterNextPaint(limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    // A frame's callbacks run before its paint; the task after them, after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
