export const RELEASES_FOLDER: string;
export const HASHED_FILE: RegExp;
export interface Retention {
  keep: number;
  keepDays: number;
}
export interface Release {
  id: string;
  publishedAt: string;
}
export function retentionFromEnv(env?: Record<string, string | undefined>): Retention;
export function buildId(dist: string): string;
export function readReleases(served: string): { current: string | null; releases: Release[] };
export function retainedFolders(served: string): string[];
export function publish(options: {
  dist: string;
  served: string;
  retention?: Retention;
  ifNew?: boolean;
  now?: number;
}): { id: string; changed: boolean };
export function rollback(options: { served: string }): { id: string };
export function hasReleases(served: string): boolean;
