/**
 * The security headers of every page the shop's servers send: the shell's server (and, when
 * it renders pages itself, whatever renders them) and the remotes' static servers. Each page
 * may load code, styles and data only from its own origin and the origins its runtime config
 * names (the API, the remotes' manifests), and runs no inline script: a script injected into
 * a page could read the session token from localStorage, so none may run.
 */

const originOf = (url) => new URL(url).origin;

/**
 * @param {{ apiUrl: string, remotes?: Record<string, string> }} config  the runtime config
 *   (`/config.json`): the API's URL and the remotes' manifest URLs.
 */
export function contentSecurityPolicy({ apiUrl, remotes = {} }) {
  const api = originOf(apiUrl);
  const code = [...new Set(Object.values(remotes).map(originOf))].join(' ');
  const own = (list) => ["'self'", ...list.filter(Boolean)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own([code])}`,
    // notistack (through goober) writes its styles into a <style> element at run time, and a
    // page served as a static, cacheable file cannot carry a per-response nonce for it.
    `style-src ${own([code, "'unsafe-inline'"])}`,
    `img-src ${own([api, code, 'data:', 'blob:'])}`,
    `font-src ${own([code, 'data:'])}`,
    `connect-src ${own([api, code])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header, as a name → value map; see docs/security.md for why each is sent. */
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    // Reset links carry their token in the address: no other site may see it in a Referer.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
