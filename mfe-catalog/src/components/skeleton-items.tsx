/**
 * List items that hold the place of `count` items while they load. They are elements of their
 * own: an item never takes over a placeholder's element, which the browser would see move.
 */
export function SkeletonItems({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`placeholder-${i}`} className={`${className} catalog-skeleton`} aria-hidden="true" />
  ));
}
