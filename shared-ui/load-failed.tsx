export interface LoadFailedProps {
  /** What could not be loaded, translated by the app ("Could not load the products."). */
  message: string;
  /** The Retry button's text, translated by the app. */
  retryLabel: string;
  /** Fetches again (SWR's `mutate()`). */
  onRetry: () => void;
  /** The app's own classes for the block and its button. */
  className?: string;
  buttonClassName?: string;
}

/**
 * What a view shows when its data could not be loaded (the API down or answering 5xx): the
 * fact, and a Retry that fetches again. Never the view's "empty" state, which would tell the
 * shopper there is nothing when the server did not answer.
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
  buttonClassName,
}: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** An SWR answer that failed with nothing to show instead: the view's "could not load" state. */
export const loadFailed = (result: { data?: unknown; error?: unknown }): boolean =>
  result.data === undefined && result.error !== undefined;
