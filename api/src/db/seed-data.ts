import type { Random } from '../lib/prng';

export interface ChildCategory {
  slug: string;
  title: string;
  type: string;
  nouns: string[];
  hue: number;
}

/** Five departments of three or four categories each; `type` is the spec's product type. */
export const CATEGORY_TREE: { title: string; children: ChildCategory[] }[] = [
  {
    title: 'Fashion',
    children: [
      { slug: 'womens-fashion', title: "Women's Fashion", type: 'Women Clothes', nouns: ['Dress', 'Blouse', 'Skirt', 'Cardigan'], hue: 330 },
      { slug: 'mens-fashion', title: "Men's Fashion", type: 'T-Shirt', nouns: ['T-Shirt', 'Hoodie', 'Polo', 'Jacket'], hue: 210 },
      { slug: 'bags', title: 'Bags', type: 'Bags', nouns: ['Backpack', 'Tote', 'Messenger Bag', 'Clutch'], hue: 30 },
      { slug: 'shoes', title: 'Shoes', type: 'Shoes', nouns: ['Sneakers', 'Boots', 'Loafers', 'Sandals'], hue: 15 },
    ],
  },
  {
    title: 'Electronics',
    children: [
      { slug: 'computers', title: 'Computers', type: 'electronics', nouns: ['Laptop', 'Monitor', 'Keyboard', 'Mouse'], hue: 200 },
      { slug: 'phones', title: 'Phones', type: 'electronics', nouns: ['Smartphone', 'Phone Case', 'Charger'], hue: 250 },
      { slug: 'audio', title: 'Audio', type: 'electronics', nouns: ['Headphones', 'Speaker', 'Earbuds'], hue: 270 },
    ],
  },
  {
    title: 'Home & Living',
    children: [
      { slug: 'furniture', title: 'Furniture', type: 'furniture', nouns: ['Chair', 'Desk', 'Bookshelf', 'Sofa'], hue: 40 },
      { slug: 'kitchen', title: 'Kitchen', type: 'grocery', nouns: ['Coffee Beans', 'Olive Oil', 'Tea Set', 'Pan'], hue: 100 },
      { slug: 'jewelry', title: 'Jewelry', type: 'jewelry', nouns: ['Ring', 'Necklace', 'Bracelet', 'Earrings'], hue: 50 },
    ],
  },
  {
    title: 'Health',
    children: [
      { slug: 'medical-equipment', title: 'Medical Equipment', type: 'medical', nouns: ['Thermometer', 'Blood Pressure Monitor', 'First Aid Kit'], hue: 0 },
      { slug: 'personal-care', title: 'Personal Care', type: 'medical', nouns: ['Toothbrush', 'Hair Dryer', 'Shaver'], hue: 180 },
      { slug: 'fitness', title: 'Fitness', type: 'T-Shirt', nouns: ['Yoga Mat', 'Dumbbells', 'Running Shirt'], hue: 140 },
    ],
  },
  {
    title: 'Kids & Hobbies',
    children: [
      { slug: 'baby', title: 'Baby', type: 'Women Clothes', nouns: ['Baby Onesie', 'Rattle', 'Blanket'], hue: 300 },
      { slug: 'books', title: 'Books', type: 'grocery', nouns: ['Novel', 'Cookbook', 'Atlas'], hue: 20 },
      { slug: 'arts-crafts', title: 'Arts & Crafts', type: 'furniture', nouns: ['Paint Set', 'Sketchbook', 'Easel'], hue: 60 },
      { slug: 'toys', title: 'Toys', type: 'electronics', nouns: ['Puzzle', 'Robot Kit', 'Board Game'], hue: 160 },
    ],
  },
];

export const CHILDREN = CATEGORY_TREE.flatMap((parent) => parent.children);
export const IMAGE_VARIANTS = 6;

const ADJECTIVES = ['Classic', 'Modern', 'Vintage', 'Premium', 'Everyday', 'Compact', 'Deluxe', 'Eco', 'Urban', 'Cozy'];
const COLORS = ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Crimson', 'Teal', 'Grey'];
const VENDORS = ['Northwind', 'Acme', 'Blockhaus', 'Satoshi & Co', 'Lumen', 'Fjord', 'Hodl Goods', 'Mercado'];

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
