/** The query parameter that makes a remote's manifest URL new to every cache on the way. */
const FRESH_PARAM = 'mf-fresh';

/** The remote's manifest URL with a cache-busting parameter (replacing an earlier one). */
export function freshEntry(entry: string, now: number = Date.now()): string {
  const url = new URL(entry, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set(FRESH_PARAM, String(now));
  return url.href;
}

/** A chunk (script or CSS) of a loaded container failed: typically a deploy removed it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

/**
 * The array a remote's chunks register themselves in (rspack's `rspackChunk` + the build's
 * `output.uniqueName`, which the build preset sets to the remote's name).
 */
export const chunkRegistry = (remote: string): string => `rspackChunk${remote}`;

/**
 * Lets a remote's next build start with its own chunk registry. A build loaded again into a tab
 * would otherwise take in the chunks the old build left in the shared array on start, and chunk
 * ids are only unique within one build: it would run the old build's modules under its own ids,
 * or think a chunk of its own loaded that never was. The old build keeps the array it holds.
 */
export function forgetChunks(remote: string): void {
  delete (globalThis as Record<string, unknown>)[chunkRegistry(remote)];
}
