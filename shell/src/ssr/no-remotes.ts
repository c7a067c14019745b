/**
 * The federation runtime as the server build sees it: no remote is loaded while the server
 * renders, so each remote's place keeps its loading state (its Suspense fallback) in the first
 * paint, and the browser loads the remote into it.
 */
export function registerRemotes(): void {}

export function loadRemote<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
