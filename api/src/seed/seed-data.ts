import type { Random } from '../lib/prng';
import { CATEGORY_TREE, type ChildCategory } from './seed-categories';

export { CATEGORY_TREE, type ChildCategory };

export const CHILDREN = CATEGORY_TREE.flatMap((parent) => parent.children);
export const IMAGE_VARIANTS = 6;

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
const COLORS = ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Crimson', 'Teal', 'Grey'];
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
  description: string;
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
  const title = `${random.pick(ADJECTIVES)} ${random.pick(COLORS)} ${noun}`;
  const newPrice = random.int(5, 500) * 100 + random.pick([0, 50, 90, 99]);
  const discount = random.chance(0.3);
  const discountOff = discount ? random.pick([10, 15, 20, 25, 30, 40]) : 0;
  const ageDays = random.int(0, 364);
  const extra = random.chance(0.1) ? [random.pick(CHILDREN).slug] : [];
  const variant = index % IMAGE_VARIANTS;
  return {
    index,
    title,
    description: `${title} from our ${child.title} range. Carefully made, easy to care for, shipped in 1-7 business days.`,
    type: child.type,
    vendor: random.pick(VENDORS),
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
    images: [0, 1].map((i) => `/api/images/seed/${child.slug}-${variant}-${i}.svg`),
  };
}
