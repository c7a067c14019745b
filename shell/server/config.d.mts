import type { RuntimeConfig } from '@shop/contracts';

export function runtimeConfig(env?: Record<string, string | undefined>): RuntimeConfig;

export interface ServerConfig {
  apiUpstream: string;
  apiTimeoutMs: number;
  manifestTtlMs: number;
  manifestTimeoutMs: number;
  pageCacheTtlMs: number;
  pageCacheStaleMs: number;
  pageCacheMaxBytes: number;
  maxConcurrentRenders: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}

export function serverConfig(env?: Record<string, string | undefined>): ServerConfig;
