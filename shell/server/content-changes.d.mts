export const CONTENT_CHANGED_CHANNEL: string;
export function isContentWrite(method: string, pathname: string): boolean;
export function subscribeToContentChanges(options: {
  redisUrl?: string;
  keyPrefix: string;
  onChange: () => void;
}): () => Promise<void>;
