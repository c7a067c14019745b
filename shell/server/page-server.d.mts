import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createPageRenderer } from './page.mjs';
import type { PageCache } from './page-cache.mjs';

export function createPageHandler(options: {
  renderPage: ReturnType<typeof createPageRenderer>;
  cache: PageCache;
  maxConcurrent: number;
  ttlMs: number;
  staleMs: number;
  headers: Record<string, string>;
  files: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;
