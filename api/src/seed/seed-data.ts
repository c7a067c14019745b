import type { Random } from '../lib/prng';
import { CATEGORY_TREE, type ChildCategory } from './seed-categories';
import { translatedTexts } from './seed-words';

export { CATEGORY_TREE, type ChildCategory };

export const CHILDREN = CATEGORY_TREE.flatMap((parent) => parent.children);

const ADJECTIVES = [
  'Classic',
  'Modern',
  'Vintage',
  'Premium',
  'Everyday',
  'Compact',
  'Deluxe',
  'Eco',
  'Urban',
  'Cozy',
];
/** The colours a seeded product comes in: its name says one, and its picture shows that one. */
export const COLORS = [
  { name: 'Black', slug: 'black', css: '#1d1d1f' },
  { name: 'White', slug: 'white', css: '#f7f7f5' },
  { name: 'Navy', slug: 'navy', css: '#1c2d5a' },
  { name: 'Olive', slug: 'olive', css: '#6b6b23' },
  { name: 'Sand', slug: 'sand', css: '#d9c49c' },
  { name: 'Crimson', slug: 'crimson', css: '#a3142f' },
  { name: 'Teal', slug: 'teal', css: '#137a7a' },
  { name: 'Grey', slug: 'grey', css: '#80807e' },
] as const;
export type SeedColor = (typeof COLORS)[number];
const VENDORS = [
  'Northwind',
  'Acme',
  'Blockhaus',
  'Satoshi & Co',
  'Lumen',
  'Fjord',
  'Hodl Goods',
  'Mercado',
];

export interface SeedProduct {
  index: number;
  title: string;
  summary: string;
  description: string;
  /** Its name and descriptions in Spanish and Portuguese, from the same words. */
  translations: { lang: 'es' | 'pt'; title: string; summary: string; description: string }[];
  type: string;
  vendor: string;
  newPrice: number;
  oldPrice: number;
  offer: boolean;
  onSale: boolean;
  newProduct: boolean;
  discount: boolean;
  discountOff: number;
  stock: number;
  unit: string;
  views: number;
  createdAt: Date;
  categories: string[];
  images: string[];
}

/** Product number `index` (1-based), the same whatever else is generated. */
export function productAt(index: number, random: Random, now: Date): SeedProduct {
  const child = CHILDREN[(index - 1) % CHILDREN.length] as ChildCategory;
  const noun = random.pick(child.nouns);
  const adjective = random.pick(ADJECTIVES);
  const color = random.pick(COLORS);
  const title = `${adjective} ${color.name} ${noun}`;
  const newPrice = random.int(5, 500) * 100 + random.pick([0, 50, 90, 99]);
  const discount = random.chance(0.3);
  const discountOff = discount ? random.pick([10, 15, 20, 25, 30, 40]) : 0;
  const ageDays = random.int(0, 364);
  const extra = random.chance(0.1) ? [random.pick(CHILDREN).slug] : [];
  const vendor = random.pick(VENDORS);
  const picks = { adjective, color: color.name, noun, category: child.titles, vendor };
  return {
    index,
    title,
    summary: `${noun} in ${color.name.toLowerCase()}, by ${vendor}.`,
    description: `${title} from our ${child.title} range. Carefully made, easy to care for, shipped in 1-7 business days.`,
    translations: (['es', 'pt'] as const).map((lang) => ({
      lang,
      ...translatedTexts(lang, picks),
    })),
    type: child.type,
    vendor,
    newPrice,
    oldPrice: discount ? Math.round((newPrice * 100) / (100 - discountOff)) : newPrice,
    offer: random.chance(0.2),
    onSale: discount,
    newProduct: ageDays < 30,
    discount,
    discountOff,
    stock: random.chance(0.05) ? 0 : random.int(5, 150),
    unit: 'piece',
    views: random.int(0, 5000),
    createdAt: new Date(now.getTime() - ageDays * 86_400_000 - random.int(0, 86_399) * 1000),
    categories: [...new Set([child.slug, ...extra])],
    images: [0, 1].map((i) => seedImageUrl(child, color, i)),
  };
}

/**
 * A seeded product's picture: its category and its colour, front (0) or hover (1). "plain" names
 * the drawing without words: pictures drawn before it wrote the category in English, and their
 * copies are kept a year by browsers, so the new drawing has a name of its own (migration 0013).
 */
export const seedImageUrl = (child: ChildCategory, color: SeedColor, index: number) =>
  `/api/images/seed/${child.slug}-${color.slug}-${index}-plain.svg`;
