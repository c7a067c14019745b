/**
 * The runtime configuration the shell reads at start (/config.json), produced from the
 * environment so that a remote can move without rebuilding the shell.
 */
const REMOTES = {
  mfe_catalog: 3001,
  mfe_cart_checkout: 3002,
  mfe_account: 3003,
  mfe_admin: 3004,
};

function url(name, value) {
  try {
    const parsed = new URL(value);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http');
    return value;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

export function runtimeConfig(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  const remotes = {};
  for (const [name, port] of Object.entries(REMOTES)) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    remotes[name] = url(key, env[key] ?? `http://${host}:${port}/mf-manifest.json`);
  }
  return { apiUrl: url('API_URL', env.API_URL ?? `http://${host}:4000/api`), remotes };
}
