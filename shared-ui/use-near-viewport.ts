import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Without
 * IntersectionObserver it turns true once mounted, so nothing stays unloaded. False on the first
 * render wherever it runs, so a page the server rendered hydrates with the same markup.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
