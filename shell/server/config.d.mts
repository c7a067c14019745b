import type { RuntimeConfig } from '@shop/contracts';

export function runtimeConfig(env?: Record<string, string | undefined>): RuntimeConfig;
