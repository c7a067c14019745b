import fs from 'node:fs';
import path from 'node:path';
import { makeVariants, type ImageInfo } from '../lib/image-variants';
import { CHILDREN, COLORS, seedImageUrl, type ChildCategory, type SeedColor } from './seed-data';

/**
 * A small square picture: the product drawn in the colour its name says (outlined, so white and
 * black show on any background) on a tint of its category's colour, a shape per colour. No
 * words: a picture shows in every language, its alternative text says what it is.
 */
export function seedPicture(child: ChildCategory, color: SeedColor, hover: boolean): string {
  const bg = `hsl(${child.hue} 45% ${hover ? 30 : 92}%)`;
  const outline = hover ? '#ffffff' : '#333333';
  const paint = `fill="${color.css}" stroke="${outline}" stroke-width="4"`;
  const shapes = [
    `<circle cx="200" cy="200" r="110" ${paint}/>`,
    `<rect x="90" y="90" width="220" height="220" rx="28" ${paint}/>`,
    `<polygon points="200,80 320,310 80,310" ${paint}/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${bg}"/>${shapes[COLORS.indexOf(color) % shapes.length]}
</svg>
`;
}

/** Pictures drawn or copied at once (sharp works on libuv's pool of threads). */
const PARALLEL = 4;

/**
 * Writes the seed's product pictures once, and their WebP copies (sharp; existing files are
 * kept, so only a new data directory pays for them). Answers each picture's stored path, size
 * and copies, for the images table. No network involved.
 */
export async function writeSeedImages(
  imagesDir: string,
): Promise<{ path: string; info: ImageInfo }[]> {
  fs.mkdirSync(path.join(imagesDir, 'seed'), { recursive: true });
  const pictures: { url: string; file: string }[] = [];
  for (const child of CHILDREN) {
    for (const color of COLORS) {
      for (const index of [0, 1]) {
        const url = seedImageUrl(child, color, index);
        const file = path.join(imagesDir, 'seed', path.basename(url));
        if (!fs.existsSync(file)) fs.writeFileSync(file, seedPicture(child, color, index === 1));
        pictures.push({ url, file });
      }
    }
  }
  const entries: { path: string; info: ImageInfo }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const { url, file } = pictures[next++]!;
      // Flat drawings: libwebp's quick setting costs a quarter of the time for ~25 % more bytes
      // (2–3 KB a copy), which a fresh data directory's first start would otherwise wait for.
      const info = await makeVariants(file, url, { effort: 1 });
      if (!info) throw new Error(`${url} has no size`);
      entries.push({ path: url, info });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
