import { fileTypeFromBuffer } from 'file-type';
import isSvg from 'is-svg';

/** The largest image an admin may upload (multipart's limit; a larger one is a 413). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const RASTER = new Set(['png', 'jpg', 'webp', 'gif']);

/**
 * The extension an upload gets from its bytes, whatever type the client declared: a raster
 * image by its magic number, or SVG when the whole document parses as XML with an <svg> root
 * (text has no magic number). Anything else, HTML dressed as image/png included, is null.
 */
export async function imageExtension(bytes: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER.has(type.ext)) return type.ext;
  if (type && type.ext !== 'xml') return null;
  return isSvg(bytes.toString('utf8')) ? 'svg' : null;
}
