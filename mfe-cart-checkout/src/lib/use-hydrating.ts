import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while rendering on the server and while React hydrates what the server rendered; false
 * in every other render. A page the server renders without the shopper's data uses it to show,
 * as its first render in the browser, exactly what the server sent, whatever the app already
 * holds (the header's widget may have fetched the cart by then); React renders it again at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
