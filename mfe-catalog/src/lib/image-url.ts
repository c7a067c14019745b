import type { Product, ProductImage } from '@shop/contracts';

/** A neutral picture for products without one; inline, so it never costs a request. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eceff3"/><path d="M130 260l50-60 40 45 30-35 50 50z" fill="#c9ced6"/><circle cx="250" cy="150" r="22" fill="#c9ced6"/></svg>',
  );

/** Stands for the page's own origin while resolving against a path-only API URL. */
const OWN_ORIGIN = 'http://own-origin.invalid';

/**
 * Images come from the API as paths (/api/images/…) or absolute URLs; resolve against the API.
 * With a path-only API URL ("/api", the API on the shop's own origin) the result is a path too:
 * the same on the shell's server as in the browser, so a server-rendered page hydrates.
 */
export function resolveImageUrl(url: string | null | undefined, apiUrl: string): string {
  if (!url) return PLACEHOLDER_IMAGE;
  try {
    const resolved = new URL(url, new URL(apiUrl, OWN_ORIGIN));
    return resolved.origin === OWN_ORIGIN
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : resolved.toString();
  } catch {
    return PLACEHOLDER_IMAGE;
  }
}

/** The product's image at an index (0 main, 1 hover), or null when it has none there. */
export function productImagePath(product: Product, index: number): string | null {
  const image = product.images?.find((i) => i.image_index === index);
  if (image?.image_url) return image.image_url;
  if (index === 0) return product.imageUrl || null;
  if (index === 1) return product.imageHoverUrl || null;
  return null;
}

/**
 * The product's image record at an index: its URL and, from an API of contracts 1.16 on, its
 * size and smaller copies. An older answer's bare imageUrl/imageHoverUrl gives a record
 * without them.
 */
export function productImageAt(product: Product, index: number): ProductImage | null {
  const image = product.images?.find((i) => i.image_index === index);
  if (image?.image_url) return image;
  const url = productImagePath(product, index);
  return url ? { image_url: url, image_index: index } : null;
}

/**
 * The `srcset` of an image: its copies by width, and the original too when it is wider than
 * every copy (a large photo on a dense screen). Empty when there are no copies: `src` alone.
 */
export function imageSrcSet(image: ProductImage | null | undefined, apiUrl: string): string {
  const variants = image?.variants ?? [];
  if (!image || !variants.length) return '';
  const widest = Math.max(...variants.map((v) => v.width));
  const candidates = variants.map((v) => `${resolveImageUrl(v.url, apiUrl)} ${v.width}w`);
  if (image.width && image.width > widest)
    candidates.push(`${resolveImageUrl(image.image_url, apiUrl)} ${image.width}w`);
  return candidates.join(', ');
}
