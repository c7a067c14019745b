import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The widths of the smaller copies made of every image (CSS pixels times 1–3 device pixels). */
export const VARIANT_WIDTHS = [160, 320, 640, 960] as const;
/** The one format of the copies: every browser the shop supports shows WebP. */
export const VARIANT_TYPE = 'image/webp';
/**
 * The largest picture decoded to make copies: 40 megapixels (a 5 MB upload can claim far more
 * in its header; sharp refuses it before decoding).
 */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  /** Same folder and stem as the original: /api/images/uploads/<id>-320w.webp */
  url: string;
  width: number;
  type: string;
}

export interface ImageInfo {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The path of the copy `width` pixels wide, beside the original. */
export const variantPath = (original: string, width: number) =>
  `${original.replace(/\.[^./]+$/, '')}-${width}w.webp`;

/**
 * The widths to make: never wider than the original (enlarging adds bytes, not detail), except
 * that a drawing (SVG) is drawn afresh at twice its nominal width too. The original's own width
 * is served by the original.
 */
export function variantWidths(width: number, vector: boolean): number[] {
  const limit = vector ? width * 2 : width;
  return VARIANT_WIDTHS.filter((w) => w <= limit);
}

/**
 * Makes the WebP copies of one stored image (kept when they exist already) and answers its
 * intrinsic size and the copies' URLs. `file` is the original on disk, `url` its stored path.
 * A drawing with no size of its own (an SVG without width, height or viewBox) answers null:
 * the browser sizes it from its box. Throws when the bytes are no image sharp can read, or a
 * raster one larger than 40 megapixels. `effort` is libwebp's (0–6, 4 by default): lower is
 * faster and a little larger.
 */
export async function makeVariants(
  file: string,
  url: string,
  options: { effort?: number } = {},
): Promise<ImageInfo | null> {
  const bytes = await fs.promises.readFile(file);
  const vector = /^\s*</.test(bytes.subarray(0, 256).toString('utf8'));
  // A drawing's nominal size costs nothing to read; it is rendered at each copy's width only.
  const meta = await sharp(bytes, { limitInputPixels: vector ? false : MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: Error) => {
      if (vector && /bad dimensions/.test(error.message)) return null;
      throw error;
    });
  if (!meta) return null;
  if (!meta.width || !meta.height) throw new Error(`${url}: no dimensions`);
  // EXIF orientation 5–8 turns the picture a quarter: its displayed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const variants: ImageVariant[] = [];
  for (const w of variantWidths(width, vector)) {
    const target = variantPath(file, w);
    if (!fs.existsSync(target)) {
      // A drawing is rendered at the copy's size (density), not rendered large and shrunk.
      const density = Math.min(100_000, Math.max(1, ((meta.density ?? 72) * w) / width));
      const input = sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        ...(vector ? { density } : {}),
      });
      const data = await input
        .rotate()
        .resize({ width: w })
        .webp({ quality: 80, effort: options.effort ?? 4 })
        .toBuffer();
      // Written under a temporary name first: a reader never sees half a file.
      const partial = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(partial, data);
      await fs.promises.rename(partial, target);
    }
    variants.push({ url: variantPath(url, w), width: w, type: VARIANT_TYPE });
  }
  return { width, height, variants };
}

/** The file behind a stored image path, or null for a URL that is not one of ours. */
export function storedImageFile(imagesDir: string, url: string): string | null {
  const prefix = '/api/images/';
  if (!url.startsWith(prefix)) return null;
  const file = path.resolve(imagesDir, url.slice(prefix.length));
  return file.startsWith(path.resolve(imagesDir) + path.sep) ? file : null;
}
