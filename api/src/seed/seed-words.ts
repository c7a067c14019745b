/**
 * The seed's words in Spanish and Portuguese, for the names and descriptions of its products:
 * the English adjective, colour and noun each map to their forms in both languages, so every
 * product's translations are built from the same picks as its English name.
 */
import type { CategoryTitles } from './seed-categories';

export type Lang = keyof CategoryTitles;
/** Masculine or feminine, singular or plural: what an adjective agrees with. */
type Agreement = 'm' | 'f' | 'mp' | 'fp';
type Forms = Record<Agreement, string>;

/** `en | es: m, f, mp, fp | pt: m, f, mp, fp` (one form for all four when it does not change). */
const ADJECTIVES = `
Classic | clásico, clásica, clásicos, clásicas | clássico, clássica, clássicos, clássicas
Modern | moderno, moderna, modernos, modernas | moderno, moderna, modernos, modernas
Vintage | vintage | vintage
Premium | premium | premium
Everyday | de diario | do dia a dia
Compact | compacto, compacta, compactos, compactas | compacto, compacta, compactos, compactas
Deluxe | de lujo | de luxo
Eco | ecológico, ecológica, ecológicos, ecológicas | ecológico, ecológica, ecológicos, ecológicas
Urban | urbano, urbana, urbanos, urbanas | urbano, urbana, urbanos, urbanas
Cozy | acogedor, acogedora, acogedores, acogedoras | aconchegante, aconchegante, aconchegantes, aconchegantes
`;
const COLORS = `
Black | negro, negra, negros, negras | preto, preta, pretos, pretas
White | blanco, blanca, blancos, blancas | branco, branca, brancos, brancas
Navy | azul marino | azul-marinho
Olive | verde oliva | verde-oliva
Sand | arena | areia
Crimson | carmesí | carmesim
Teal | verde azulado | azul-petróleo
Grey | gris, gris, grises, grises | cinza
`;
/** `en | es noun, agreement | pt noun, agreement`. */
const NOUNS = `
Dress | Vestido, m | Vestido, m
Blouse | Blusa, f | Blusa, f
Skirt | Falda, f | Saia, f
Cardigan | Cárdigan, m | Cardigã, m
T-Shirt | Camiseta, f | Camiseta, f
Hoodie | Sudadera, f | Moletom, m
Polo | Polo, m | Camisa polo, f
Jacket | Chaqueta, f | Jaqueta, f
Backpack | Mochila, f | Mochila, f
Tote | Bolso tote, m | Bolsa tote, f
Messenger Bag | Bandolera, f | Bolsa carteiro, f
Clutch | Cartera de mano, f | Bolsa de mão, f
Sneakers | Zapatillas, fp | Tênis, mp
Boots | Botas, fp | Botas, fp
Loafers | Mocasines, mp | Mocassins, mp
Sandals | Sandalias, fp | Sandálias, fp
Laptop | Portátil, m | Notebook, m
Monitor | Monitor, m | Monitor, m
Keyboard | Teclado, m | Teclado, m
Mouse | Ratón, m | Mouse, m
Smartphone | Smartphone, m | Smartphone, m
Phone Case | Funda de móvil, f | Capa de celular, f
Charger | Cargador, m | Carregador, m
Headphones | Auriculares, mp | Fones de ouvido, mp
Speaker | Altavoz, m | Caixa de som, f
Earbuds | Auriculares intrauditivos, mp | Fones intra-auriculares, mp
Chair | Silla, f | Cadeira, f
Desk | Escritorio, m | Escrivaninha, f
Bookshelf | Estantería, f | Estante, f
Sofa | Sofá, m | Sofá, m
Coffee Beans | Café en grano, m | Café em grão, m
Olive Oil | Aceite de oliva, m | Azeite, m
Tea Set | Juego de té, m | Jogo de chá, m
Pan | Sartén, f | Frigideira, f
Ring | Anillo, m | Anel, m
Necklace | Collar, m | Colar, m
Bracelet | Pulsera, f | Pulseira, f
Earrings | Pendientes, mp | Brincos, mp
Thermometer | Termómetro, m | Termômetro, m
Blood Pressure Monitor | Tensiómetro, m | Medidor de pressão, m
First Aid Kit | Botiquín, m | Kit de primeiros socorros, m
Toothbrush | Cepillo de dientes, m | Escova de dentes, f
Hair Dryer | Secador de pelo, m | Secador de cabelo, m
Shaver | Afeitadora, f | Barbeador, m
Yoga Mat | Esterilla de yoga, f | Tapete de ioga, m
Dumbbells | Mancuernas, fp | Halteres, mp
Running Shirt | Camiseta de running, f | Camiseta de corrida, f
Baby Onesie | Body de bebé, m | Body de bebê, m
Rattle | Sonajero, m | Chocalho, m
Blanket | Manta, f | Manta, f
Novel | Novela, f | Romance, m
Cookbook | Libro de cocina, m | Livro de receitas, m
Atlas | Atlas, m | Atlas, m
Paint Set | Set de pintura, m | Kit de pintura, m
Sketchbook | Cuaderno de bocetos, m | Caderno de esboços, m
Easel | Caballete, m | Cavalete, m
Puzzle | Rompecabezas, m | Quebra-cabeça, m
Robot Kit | Kit de robótica, m | Kit de robótica, m
Board Game | Juego de mesa, m | Jogo de tabuleiro, m
`;

const AGREEMENTS: Agreement[] = ['m', 'f', 'mp', 'fp'];

function table<T>(text: string, cell: (value: string) => T): Map<string, Record<Lang, T>> {
  const rows = text.trim().split('\n');
  return new Map(
    rows.map((row) => {
      const [en = '', es = '', pt = ''] = row.split(' | ');
      return [en, { es: cell(es), pt: cell(pt) }];
    }),
  );
}

const forms = (cell: string): Forms => {
  const list = cell.split(', ');
  return Object.fromEntries(AGREEMENTS.map((a, i) => [a, list[i] ?? list[0] ?? ''])) as Forms;
};
const noun = (cell: string) => {
  const [word = '', agreement = 'm'] = cell.split(', ');
  return { word, agreement: agreement as Agreement };
};

const ADJECTIVE_FORMS = table(ADJECTIVES, forms);
const COLOR_FORMS = table(COLORS, forms);
const NOUN_FORMS = table(NOUNS, noun);

function lookup<T>(map: Map<string, Record<Lang, T>>, en: string, lang: Lang): T {
  const found = map.get(en)?.[lang];
  if (found === undefined) throw new Error(`the seed has no ${lang} word for "${en}"`);
  return found;
}

/** A product's name: the noun, its colour, then its adjective, each agreeing with the noun. */
export function translatedTitle(lang: Lang, adjective: string, color: string, en: string): string {
  const { word, agreement } = lookup(NOUN_FORMS, en, lang);
  const colorWord = lookup(COLOR_FORMS, color, lang)[agreement];
  return `${word} ${colorWord} ${lookup(ADJECTIVE_FORMS, adjective, lang)[agreement]}`;
}

/** What a seeded product is named after: its words in English, its category and vendor. */
export interface Picks {
  adjective: string;
  color: string;
  noun: string;
  category: CategoryTitles;
  vendor: string;
}

/** A seeded product's name, short and long description in Spanish or Portuguese. */
export function translatedTexts(lang: Lang, picks: Picks) {
  const title = translatedTitle(lang, picks.adjective, picks.color, picks.noun);
  const noun = lookup(NOUN_FORMS, picks.noun, lang).word;
  // The colour follows "color" (es, masculine) or "cor" (pt, feminine).
  const color = lookup(COLOR_FORMS, picks.color, lang)[lang === 'es' ? 'm' : 'f'];
  const category = picks.category[lang];
  return lang === 'es'
    ? {
        title,
        summary: `${noun} en color ${color}, de ${picks.vendor}.`,
        description: `${title}, de nuestra colección ${category}. Fabricación cuidadosa, mantenimiento sencillo y envío en 1-7 días hábiles.`,
      }
    : {
        title,
        summary: `${noun} na cor ${color}, de ${picks.vendor}.`,
        description: `${title}, da nossa coleção ${category}. Fabricação cuidadosa, manutenção simples e envio em 1-7 dias úteis.`,
      };
}
