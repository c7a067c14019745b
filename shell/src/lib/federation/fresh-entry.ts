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
