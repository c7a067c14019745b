/** A category's Spanish and Portuguese names (0009_category_titles.sql has the same). */
export interface CategoryTitles {
  es: string;
  pt: string;
}

export interface ChildCategory {
  slug: string;
  title: string;
  titles: CategoryTitles;
  type: string;
  nouns: string[];
  hue: number;
}

/**
 * Five departments of three or four categories each. A department's line holds its names in
 * en | es | pt; its categories follow, indented: slug | en | es | pt | the spec's product type |
 * the hue of their pictures | the nouns their products are named after.
 */
const TABLE = `
Fashion | Moda | Moda
  womens-fashion | Women's Fashion | Moda de mujer | Moda feminina | Women Clothes | 330 | Dress, Blouse, Skirt, Cardigan
  mens-fashion | Men's Fashion | Moda de hombre | Moda masculina | T-Shirt | 210 | T-Shirt, Hoodie, Polo, Jacket
  bags | Bags | Bolsos | Bolsas | Bags | 30 | Backpack, Tote, Messenger Bag, Clutch
  shoes | Shoes | Calzado | Calçados | Shoes | 15 | Sneakers, Boots, Loafers, Sandals
Electronics | Electrónica | Eletrônicos
  computers | Computers | Ordenadores | Computadores | electronics | 200 | Laptop, Monitor, Keyboard, Mouse
  phones | Phones | Teléfonos | Telefones | electronics | 250 | Smartphone, Phone Case, Charger
  audio | Audio | Audio | Áudio | electronics | 270 | Headphones, Speaker, Earbuds
Home & Living | Hogar | Casa
  furniture | Furniture | Muebles | Móveis | furniture | 40 | Chair, Desk, Bookshelf, Sofa
  kitchen | Kitchen | Cocina | Cozinha | grocery | 100 | Coffee Beans, Olive Oil, Tea Set, Pan
  jewelry | Jewelry | Joyería | Joias | jewelry | 50 | Ring, Necklace, Bracelet, Earrings
Health | Salud | Saúde
  medical-equipment | Medical Equipment | Equipo médico | Equipamento médico | medical | 0 | Thermometer, Blood Pressure Monitor, First Aid Kit
  personal-care | Personal Care | Cuidado personal | Cuidados pessoais | medical | 180 | Toothbrush, Hair Dryer, Shaver
  fitness | Fitness | Fitness | Fitness | T-Shirt | 140 | Yoga Mat, Dumbbells, Running Shirt
Kids & Hobbies | Niños y aficiones | Crianças e hobbies
  baby | Baby | Bebé | Bebê | Women Clothes | 300 | Baby Onesie, Rattle, Blanket
  books | Books | Libros | Livros | grocery | 20 | Novel, Cookbook, Atlas
  arts-crafts | Arts & Crafts | Arte y manualidades | Artes e artesanato | furniture | 60 | Paint Set, Sketchbook, Easel
  toys | Toys | Juguetes | Brinquedos | electronics | 160 | Puzzle, Robot Kit, Board Game
`;

type Department = { title: string; titles: CategoryTitles; children: ChildCategory[] };

export const CATEGORY_TREE: Department[] = [];
for (const line of TABLE.trim().split('\n')) {
  const cells = line.trim().split(' | ');
  if (!line.startsWith(' ')) {
    const [title = '', es = '', pt = ''] = cells;
    CATEGORY_TREE.push({ title, titles: { es, pt }, children: [] });
  } else {
    const [slug = '', title = '', es = '', pt = '', type = '', hue = '', nouns = ''] = cells;
    const children = CATEGORY_TREE[CATEGORY_TREE.length - 1]?.children;
    children?.push({ slug, title, titles: { es, pt }, type, nouns: nouns.split(', '), hue: +hue });
  }
}
