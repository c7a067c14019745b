import { useEffect, useState } from 'react';

/** Spec section 9: the navigation sticks, and the go-top button shows, past 170 px of scroll. */
const STICKY_THRESHOLD_PX = 170;

export function useScrolledPast(threshold = STICKY_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
