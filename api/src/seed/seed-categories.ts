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
      {
        slug: 'womens-fashion',
        title: "Women's Fashion",
        type: 'Women Clothes',
        nouns: ['Dress', 'Blouse', 'Skirt', 'Cardigan'],
        hue: 330,
      },
      {
        slug: 'mens-fashion',
        title: "Men's Fashion",
        type: 'T-Shirt',
        nouns: ['T-Shirt', 'Hoodie', 'Polo', 'Jacket'],
        hue: 210,
      },
      {
        slug: 'bags',
        title: 'Bags',
        type: 'Bags',
        nouns: ['Backpack', 'Tote', 'Messenger Bag', 'Clutch'],
        hue: 30,
      },
      {
        slug: 'shoes',
        title: 'Shoes',
        type: 'Shoes',
        nouns: ['Sneakers', 'Boots', 'Loafers', 'Sandals'],
        hue: 15,
      },
    ],
  },
  {
    title: 'Electronics',
    children: [
      {
        slug: 'computers',
        title: 'Computers',
        type: 'electronics',
        nouns: ['Laptop', 'Monitor', 'Keyboard', 'Mouse'],
        hue: 200,
      },
      {
        slug: 'phones',
        title: 'Phones',
        type: 'electronics',
        nouns: ['Smartphone', 'Phone Case', 'Charger'],
        hue: 250,
      },
      {
        slug: 'audio',
        title: 'Audio',
        type: 'electronics',
        nouns: ['Headphones', 'Speaker', 'Earbuds'],
        hue: 270,
      },
    ],
  },
  {
    title: 'Home & Living',
    children: [
      {
        slug: 'furniture',
        title: 'Furniture',
        type: 'furniture',
        nouns: ['Chair', 'Desk', 'Bookshelf', 'Sofa'],
        hue: 40,
      },
      {
        slug: 'kitchen',
        title: 'Kitchen',
        type: 'grocery',
        nouns: ['Coffee Beans', 'Olive Oil', 'Tea Set', 'Pan'],
        hue: 100,
      },
      {
        slug: 'jewelry',
        title: 'Jewelry',
        type: 'jewelry',
        nouns: ['Ring', 'Necklace', 'Bracelet', 'Earrings'],
        hue: 50,
      },
    ],
  },
  {
    title: 'Health',
    children: [
      {
        slug: 'medical-equipment',
        title: 'Medical Equipment',
        type: 'medical',
        nouns: ['Thermometer', 'Blood Pressure Monitor', 'First Aid Kit'],
        hue: 0,
      },
      {
        slug: 'personal-care',
        title: 'Personal Care',
        type: 'medical',
        nouns: ['Toothbrush', 'Hair Dryer', 'Shaver'],
        hue: 180,
      },
      {
        slug: 'fitness',
        title: 'Fitness',
        type: 'T-Shirt',
        nouns: ['Yoga Mat', 'Dumbbells', 'Running Shirt'],
        hue: 140,
      },
    ],
  },
  {
    title: 'Kids & Hobbies',
    children: [
      {
        slug: 'baby',
        title: 'Baby',
        type: 'Women Clothes',
        nouns: ['Baby Onesie', 'Rattle', 'Blanket'],
        hue: 300,
      },
      {
        slug: 'books',
        title: 'Books',
        type: 'grocery',
        nouns: ['Novel', 'Cookbook', 'Atlas'],
        hue: 20,
      },
      {
        slug: 'arts-crafts',
        title: 'Arts & Crafts',
        type: 'furniture',
        nouns: ['Paint Set', 'Sketchbook', 'Easel'],
        hue: 60,
      },
      {
        slug: 'toys',
        title: 'Toys',
        type: 'electronics',
        nouns: ['Puzzle', 'Robot Kit', 'Board Game'],
        hue: 160,
      },
    ],
  },
];
