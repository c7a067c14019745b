/**
 * The API answers image paths relative to its own origin (`/api/images/p1-0.svg`), while this
 * remote may be served from another origin: resolve them against the API URL the shell gives.
 */
export function resolveImageUrl(url: string, apiUrl: string): string {
  if (!url) return '';
  try {
    const base = new URL(apiUrl, window.location.href);
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
