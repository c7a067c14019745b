import { useEffect, useRef, useState } from 'react';
import { Icon } from './icon';

/** Spec section 9: past 170 px of scroll the navigation sticks and the go-top button shows. */
const SCROLLED_PAST_PX = 170;
/** Spec section 9: the button climbs 100 px every 10.5 ms. */
const STEP_PX = 100;
const STEP_MS = 10.5;
const ARROW_UP = 'M12 19V5M5 12l7-7 7 7';

/**
 * Whether the window is scrolled further down than `threshold` pixels. The first render says no,
 * as the server's markup does: reading the scroll position makes the browser lay the page out
 * at once, which a render (a hydration above all) should not wait for, and a page the browser
 * restored scrolled down would not match the server's. It is read first in the next frame,
 * whose layout is due anyway, and on every scroll after.
 */
export function useScrolledPast(threshold = SCROLLED_PAST_PX): boolean {
  const [past, setPast] = useState(false);
  const shown = useRef(false);
  useEffect(() => {
    // An update only when the answer changes: a scroll fires an event a frame, and each was a
    // state update for React to schedule and then find nothing to do.
    const update = () => {
      const now = window.scrollY > threshold;
      if (now === shown.current) return;
      shown.current = now;
      setPast(now);
    };
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

/**
 * The button back to the top of the page (spec section 9), past 170 px of scroll: it climbs in
 * steps of 100 px, or jumps when the visitor asks for reduced motion. The app names and styles it.
 */
export function GoTopButton({ label, className }: { label: string; className: string }) {
  const visible = useScrolledPast();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  function goTop() {
    window.clearInterval(timer.current);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    timer.current = window.setInterval(() => {
      if (window.scrollY <= 0) window.clearInterval(timer.current);
      else window.scrollTo(0, Math.max(0, window.scrollY - STEP_PX));
    }, STEP_MS);
  }

  if (!visible) return null;
  return (
    <button type="button" className={className} aria-label={label} onClick={goTop}>
      <Icon d={ARROW_UP} stroke={2} />
    </button>
  );
}
