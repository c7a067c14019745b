import type { Server } from 'node:http';
import type { RuntimeConfig } from '@shop/contracts';
import type { ServerConfig } from './config.mjs';

export function createShellServer(options: {
  dist: string;
  serverBuild?: string;
  runtime: RuntimeConfig;
  settings: ServerConfig;
  headers: Record<string, string>;
}): { server: Server; warm: () => Promise<void> };
