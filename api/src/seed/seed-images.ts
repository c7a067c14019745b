import fs from 'node:fs';
import path from 'node:path';
import { CHILDREN, IMAGE_VARIANTS, type ChildCategory } from './seed-data';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small square picture: the category's colour, a shape per variant, its name. */
function svg(child: ChildCategory, variant: number, hover: boolean): string {
  const hue = (child.hue + variant * 23) % 360;
  const bg = `hsl(${hue} 60% ${hover ? 35 : 85}%)`;
  const fg = `hsl(${hue} 55% ${hover ? 85 : 35}%)`;
  const shapes = [
    `<circle cx="200" cy="170" r="90" fill="${fg}"/>`,
    `<rect x="110" y="80" width="180" height="180" rx="24" fill="${fg}"/>`,
    `<polygon points="200,70 300,260 100,260" fill="${fg}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${bg}"/>${shapes[variant % shapes.length]}
<text x="200" y="330" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${fg}">${escape(child.title)}</text>
</svg>
`;
}

/** Writes the seed's product pictures once; existing files are kept. No network involved. */
export function writeSeedImages(imagesDir: string): number {
  const dir = path.join(imagesDir, 'seed');
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const child of CHILDREN) {
    for (let variant = 0; variant < IMAGE_VARIANTS; variant += 1) {
      for (const index of [0, 1]) {
        const file = path.join(dir, `${child.slug}-${variant}-${index}.svg`);
        if (fs.existsSync(file)) continue;
        fs.writeFileSync(file, svg(child, variant, index === 1));
        written += 1;
      }
    }
  }
  return written;
}
