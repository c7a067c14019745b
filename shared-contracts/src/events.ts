/**
 * The typed event bus between the shell and the remotes. Events travel as `window`
 * CustomEvents so that they survive a module loaded twice; payloads are small and serialisable.
 */

export interface EventMap {
  'session:logged-in': { token: string };
  'session:logged-out': Record<string, never>;
  'session:expired': { message: string };
  'cart:changed': { count?: number };
  /** A remote knows the title of the page it shows (products: the category; product: its title). */
  'ui:title-resolved': { title: string };
  /** The user's settings or profile were saved: the shell applies language and theme and reloads the user. */
  'settings:changed': { language?: 'en' | 'es' | 'pt'; theme?: 'light' | 'dark' };
  'ui:toast-requested': {
    message: string;
    variant: 'default' | 'success' | 'error' | 'warning' | 'info';
    autoHideMs?: number;
  };
}

export type EventName = keyof EventMap;

const PREFIX = 'shop:';

export function emit<K extends EventName>(name: K, payload: EventMap[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail: payload }));
}

export function on<K extends EventName>(
  name: K,
  handler: (payload: EventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

/** Shorthand for the most common remote → shell request. */
export function toast(
  message: string,
  variant: EventMap['ui:toast-requested']['variant'] = 'default',
  autoHideMs?: number,
): void {
  emit(
    'ui:toast-requested',
    autoHideMs === undefined ? { message, variant } : { message, variant, autoHideMs },
  );
}
