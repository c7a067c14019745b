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

/** Five departments of three or four categories each; `type` is the spec's product type. */
export const CATEGORY_TREE: { title: string; titles: CategoryTitles; children: ChildCategory[] }[] =
  [
    {
      title: 'Fashion',
      titles: { es: 'Moda', pt: 'Moda' },
      children: [
        {
          slug: 'womens-fashion',
          title: "Women's Fashion",
          titles: { es: 'Moda de mujer', pt: 'Moda feminina' },
          type: 'Women Clothes',
          nouns: ['Dress', 'Blouse', 'Skirt', 'Cardigan'],
          hue: 330,
        },
        {
          slug: 'mens-fashion',
          title: "Men's Fashion",
          titles: { es: 'Moda de hombre', pt: 'Moda masculina' },
          type: 'T-Shirt',
          nouns: ['T-Shirt', 'Hoodie', 'Polo', 'Jacket'],
          hue: 210,
        },
        {
          slug: 'bags',
          title: 'Bags',
          titles: { es: 'Bolsos', pt: 'Bolsas' },
          type: 'Bags',
          nouns: ['Backpack', 'Tote', 'Messenger Bag', 'Clutch'],
          hue: 30,
        },
        {
          slug: 'shoes',
          title: 'Shoes',
          titles: { es: 'Calzado', pt: 'Calçados' },
          type: 'Shoes',
          nouns: ['Sneakers', 'Boots', 'Loafers', 'Sandals'],
          hue: 15,
        },
      ],
    },
    {
      title: 'Electronics',
      titles: { es: 'Electrónica', pt: 'Eletrônicos' },
      children: [
        {
          slug: 'computers',
          title: 'Computers',
          titles: { es: 'Ordenadores', pt: 'Computadores' },
          type: 'electronics',
          nouns: ['Laptop', 'Monitor', 'Keyboard', 'Mouse'],
          hue: 200,
        },
        {
          slug: 'phones',
          title: 'Phones',
          titles: { es: 'Teléfonos', pt: 'Telefones' },
          type: 'electronics',
          nouns: ['Smartphone', 'Phone Case', 'Charger'],
          hue: 250,
        },
        {
          slug: 'audio',
          title: 'Audio',
          titles: { es: 'Audio', pt: 'Áudio' },
          type: 'electronics',
          nouns: ['Headphones', 'Speaker', 'Earbuds'],
          hue: 270,
        },
      ],
    },
    {
      title: 'Home & Living',
      titles: { es: 'Hogar', pt: 'Casa' },
      children: [
        {
          slug: 'furniture',
          title: 'Furniture',
          titles: { es: 'Muebles', pt: 'Móveis' },
          type: 'furniture',
          nouns: ['Chair', 'Desk', 'Bookshelf', 'Sofa'],
          hue: 40,
        },
        {
          slug: 'kitchen',
          title: 'Kitchen',
          titles: { es: 'Cocina', pt: 'Cozinha' },
          type: 'grocery',
          nouns: ['Coffee Beans', 'Olive Oil', 'Tea Set', 'Pan'],
          hue: 100,
        },
        {
          slug: 'jewelry',
          title: 'Jewelry',
          titles: { es: 'Joyería', pt: 'Joias' },
          type: 'jewelry',
          nouns: ['Ring', 'Necklace', 'Bracelet', 'Earrings'],
          hue: 50,
        },
      ],
    },
    {
      title: 'Health',
      titles: { es: 'Salud', pt: 'Saúde' },
      children: [
        {
          slug: 'medical-equipment',
          title: 'Medical Equipment',
          titles: { es: 'Equipo médico', pt: 'Equipamento médico' },
          type: 'medical',
          nouns: ['Thermometer', 'Blood Pressure Monitor', 'First Aid Kit'],
          hue: 0,
        },
        {
          slug: 'personal-care',
          title: 'Personal Care',
          titles: { es: 'Cuidado personal', pt: 'Cuidados pessoais' },
          type: 'medical',
          nouns: ['Toothbrush', 'Hair Dryer', 'Shaver'],
          hue: 180,
        },
        {
          slug: 'fitness',
          title: 'Fitness',
          titles: { es: 'Fitness', pt: 'Fitness' },
          type: 'T-Shirt',
          nouns: ['Yoga Mat', 'Dumbbells', 'Running Shirt'],
          hue: 140,
        },
      ],
    },
    {
      title: 'Kids & Hobbies',
      titles: { es: 'Niños y aficiones', pt: 'Crianças e hobbies' },
      children: [
        {
          slug: 'baby',
          title: 'Baby',
          titles: { es: 'Bebé', pt: 'Bebê' },
          type: 'Women Clothes',
          nouns: ['Baby Onesie', 'Rattle', 'Blanket'],
          hue: 300,
        },
        {
          slug: 'books',
          title: 'Books',
          titles: { es: 'Libros', pt: 'Livros' },
          type: 'grocery',
          nouns: ['Novel', 'Cookbook', 'Atlas'],
          hue: 20,
        },
        {
          slug: 'arts-crafts',
          title: 'Arts & Crafts',
          titles: { es: 'Arte y manualidades', pt: 'Artes e artesanato' },
          type: 'furniture',
          nouns: ['Paint Set', 'Sketchbook', 'Easel'],
          hue: 60,
        },
        {
          slug: 'toys',
          title: 'Toys',
          titles: { es: 'Juguetes', pt: 'Brinquedos' },
          type: 'electronics',
          nouns: ['Puzzle', 'Robot Kit', 'Board Game'],
          hue: 160,
        },
      ],
    },
  ];
