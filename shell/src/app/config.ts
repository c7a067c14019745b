import { REMOTE_NAMES, type RuntimeConfig } from '@shop/contracts';

/** Reads /config.json; a malformed one is an error with a message saying what is wrong. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (typeof config.apiUrl !== 'string') throw new Error('/config.json has no apiUrl');
  for (const name of REMOTE_NAMES) {
    if (typeof config.remotes?.[name] !== 'string')
      throw new Error(`/config.json has no remotes.${name}`);
  }
  return config as RuntimeConfig;
}
