import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function cacheControlFor(pathname: string): string;
/** The request's path as sent, without its query. */
export function requestPath(url?: string): string;
/** The path a file server reads (decoded, normalised); null when it is no valid path. */
export function servedPath(pathname: string): string | null;
export function isHiddenPath(served: string): boolean;
export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
  headers?: Record<string, string>;
}): Server;
export function listen(server: Server, port: number, label: string): Server;
