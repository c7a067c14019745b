/** Raised (or rendered) when a remote cannot be loaded; the RemoteBoundary shows its fallback. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause?: unknown,
  ) {
    super(`Remote module ${remoteId} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** A module standing in for one that could not load: rendering it hands the error to the boundary. */
export function unavailableModule(remoteId: string, cause: unknown) {
  const error = new RemoteUnavailableError(remoteId, cause);
  function RemoteUnavailable(): never {
    throw error;
  }
  return { __esModule: true, default: RemoteUnavailable };
}
