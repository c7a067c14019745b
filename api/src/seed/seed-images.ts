import fs from 'node:fs';
import path from 'node:path';
import { CHILDREN, COLORS, seedImageUrl, type ChildCategory, type SeedColor } from './seed-data';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A small square picture: the product drawn in the colour its name says (outlined, so white and
 * black show on any background) on a tint of its category's colour, a shape per colour, and the
 * category's name.
 */
function svg(child: ChildCategory, color: SeedColor, hover: boolean): string {
  const bg = `hsl(${child.hue} 45% ${hover ? 30 : 92}%)`;
  const text = hover ? '#ffffff' : '#222222';
  const outline = hover ? '#ffffff' : '#333333';
  const paint = `fill="${color.css}" stroke="${outline}" stroke-width="4"`;
  const shapes = [
    `<circle cx="200" cy="170" r="90" ${paint}/>`,
    `<rect x="110" y="80" width="180" height="180" rx="24" ${paint}/>`,
    `<polygon points="200,70 300,260 100,260" ${paint}/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${bg}"/>${shapes[COLORS.indexOf(color) % shapes.length]}
<text x="200" y="330" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${text}">${escape(child.title)}</text>
</svg>
`;
}

/** Writes the seed's product pictures once; existing files are kept. No network involved. */
export function writeSeedImages(imagesDir: string): number {
  const dir = path.join(imagesDir, 'seed');
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const child of CHILDREN) {
    for (const color of COLORS) {
      for (const index of [0, 1]) {
        const file = path.join(dir, path.basename(seedImageUrl(child, color, index)));
        if (fs.existsSync(file)) continue;
        fs.writeFileSync(file, svg(child, color, index === 1));
        written += 1;
      }
    }
  }
  return written;
}
