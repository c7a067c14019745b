import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_PREFIX: string;
export function isApiPath(pathname: string): boolean;
export function createApiProxy(options: {
  upstream: string;
  timeoutMs: number;
}): (req: IncomingMessage, res: ServerResponse) => void;
