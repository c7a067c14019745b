/**
 * The typed event bus between the shell and the remotes. Events travel as `window`
 * CustomEvents so that they survive a module loaded twice; payloads are small and serialisable.
 */
import type { Language } from '@shop/contracts/languages';
import type { Theme } from './types';

export interface EventMap {
  'session:logged-in': { token: string };
  'session:logged-out': Record<string, never>;
  'session:expired': { message: string };
  /** `count` is the cart's new item count where the sender knows it (optional; nobody must rely on it). */
  'cart:changed': { count?: number };
  /** A remote knows the title of the page it shows (products: the category; product: its title). */
  'ui:title-resolved': { title: string };
  /** The user's settings or profile were saved: the shell applies language and theme and reloads the user. */
  'settings:changed': { language?: Language; theme?: Theme };
  'ui:toast-requested': {
    message: string;
    variant: 'default' | 'success' | 'error' | 'warning' | 'info';
    autoHideMs?: number;
  };
}

export type EventName = keyof EventMap;

const PREFIX = 'shop:';

/** Who sent an event: a listener can leave out its own announcements without shared state. */
export interface EventOrigin {
  /** The sender's name, e.g. `mfe-cart-checkout/cart`; absent for an event sent without one. */
  source?: string;
}

/**
 * The origin rides on the event beside its detail (not in it), so payloads stay what every
 * listener built against an older contracts version expects.
 */
const SOURCE = 'shopSource';

export function emit<K extends EventName>(
  name: K,
  payload: EventMap[K],
  origin: EventOrigin = {},
): void {
  const event = new CustomEvent(PREFIX + name, { detail: payload });
  if (origin.source) Object.defineProperty(event, SOURCE, { value: origin.source });
  window.dispatchEvent(event);
}

/** What a listener leaves out: its own announcements (`emit`'s origin `source`). */
export interface ListenOptions {
  ignoreSource?: string;
}

export function on<K extends EventName>(
  name: K,
  handler: (payload: EventMap[K]) => void,
  options: ListenOptions = {},
): () => void {
  const listener = (event: Event) => {
    const source = (event as Event & { [SOURCE]?: unknown })[SOURCE];
    if (options.ignoreSource !== undefined && source === options.ignoreSource) return;
    handler((event as CustomEvent<EventMap[K]>).detail);
  };
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

/**
 * Tells the shell and every remote that the cart changed. `source` names the sender, whose own
 * caches already hold the change (see `on`'s `ignoreSource`); `count` only where the sender knows it.
 */
export function announceCartChange(source: string, count?: number): void {
  emit('cart:changed', count === undefined ? {} : { count }, { source });
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
