import {
  translationNameRule,
  type Language,
  type Product,
  type ProductInput,
} from '@shop/contracts';

type TextField = 'title' | 'summary' | 'description';
const FIELDS: TextField[] = ['title', 'summary', 'description'];
/** English first: it is required, and what shoppers read where a translation is missing. */
export const TEXT_LANGUAGES: Language[] = ['en', 'es', 'pt'];

/** A product's name, short and long description in each language, as the forms hold them. */
export interface ProductTextValues {
  title: string;
  summary: string;
  description: string;
  titleEs: string;
  summaryEs: string;
  descriptionEs: string;
  titlePt: string;
  summaryPt: string;
  descriptionPt: string;
}
export type TextKey = keyof ProductTextValues;

/** The form key of a field in a language: `title` (English), `titleEs`, `titlePt`. */
export const textKey = (field: TextField, lang: Language) =>
  (lang === 'en' ? field : `${field}${lang === 'es' ? 'Es' : 'Pt'}`) as TextKey;

export function textValues(product?: Product): ProductTextValues {
  const values = {} as ProductTextValues;
  for (const lang of TEXT_LANGUAGES) {
    const source = lang === 'en' ? product : product?.translations?.[lang];
    for (const field of FIELDS) values[textKey(field, lang)] = source?.[field] ?? '';
  }
  return values;
}

/** The product's name in the staff member's language, or the English one where it has none. */
export const nameIn = (product: Product, lang: string) =>
  (lang !== 'en' && product.translations?.[lang as Exclude<Language, 'en'>]?.title?.trim()) ||
  product.title;

/** Not translated into `lang`: shoppers read the English name and descriptions. */
export const untranslated = (v: ProductTextValues, lang: Language) =>
  lang !== 'en' && !v[textKey('title', lang)].trim();

/** The contract's rule across a translation's fields (useForm's crossCheck): its name is due. */
export function translationNames(v: ProductTextValues): Partial<Record<TextKey, string>> {
  const errors: Partial<Record<TextKey, string>> = {};
  for (const lang of TEXT_LANGUAGES.slice(1)) {
    const name = textKey('title', lang);
    const code = translationNameRule(
      v[name],
      FIELDS.map((field) => v[textKey(field, lang)]),
    );
    if (code) errors[name] = `validation.${code}`;
  }
  return errors;
}

/** The toast of a refused save: the form is incomplete, or a translation lacks its name. */
export const refusalKey = (errors: Partial<Record<string, string>>) =>
  Object.keys(errors).every((name) => name === 'titleEs' || name === 'titlePt')
    ? 'validation.translationNeedsName'
    : 'products.fillup';

export function textInput(
  v: ProductTextValues,
): Pick<ProductInput, 'title' | 'summary' | 'description' | 'translations'> {
  const text = (lang: 'es' | 'pt') => ({
    title: v[textKey('title', lang)].trim(),
    summary: v[textKey('summary', lang)].trim(),
    description: v[textKey('description', lang)].trim(),
  });
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    description: v.description,
    translations: { es: text('es'), pt: text('pt') },
  };
}
