import { fileTypeFromBuffer } from 'file-type';
import isSvg from 'is-svg';

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
