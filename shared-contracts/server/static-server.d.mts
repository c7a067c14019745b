import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function cacheControlFor(pathname: string): string;
export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
  headers?: Record<string, string>;
}): Server;
export function listen(server: Server, port: number, label: string): Server;
