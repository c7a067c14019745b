import { REMOTE_NAMES, type RuntimeConfig } from '@shop/contracts';

/** The id of the JSON data block the shell's server inlines the runtime config in. */
export const CONFIG_ELEMENT_ID = 'shop-config';

function validated(config: Partial<RuntimeConfig>): RuntimeConfig {
  if (typeof config.apiUrl !== 'string') throw new Error('/config.json has no apiUrl');
  for (const name of REMOTE_NAMES) {
    if (typeof config.remotes?.[name] !== 'string')
      throw new Error(`/config.json has no remotes.${name}`);
  }
  return config as RuntimeConfig;
}

/**
 * The runtime config: inlined in the page by the shell's server (no round trip), or else read
 * from /config.json; a malformed one is an error with a message saying what is wrong.
 */
export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<RuntimeConfig> {
  const inlined = doc?.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (inlined) return validated(JSON.parse(inlined) as Partial<RuntimeConfig>);
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return validated((await response.json()) as Partial<RuntimeConfig>);
}
