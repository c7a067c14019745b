import { Type, type Static } from '@fastify/type-provider-typebox';
import { LANGUAGES } from '@shop/contracts/languages';
import { DateTime, Id, Money, MultilineText, Paged, ref, Text } from './common';
import { ImageUrl } from './text';

/**
 * The language of category and product names in a reply: `?lang=en|es|pt`; without it the
 * product routes read Accept-Language, and English is the default.
 */
export const CategoryLanguageSchema = Type.Enum(LANGUAGES, {
  description: 'Language of the category and product names (default en)',
});
export type CategoryLanguage = Static<typeof CategoryLanguageSchema>;
export type Language = CategoryLanguage;

/** A category as the back-office edits it: its English name and the Spanish and Portuguese ones ('' when none). */
export const AdminCategorySchema = Type.Object(
  {
    id: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String(),
    titleEs: Type.String({ description: "The Spanish name ('' shows the English one)" }),
    titlePt: Type.String({ description: "The Portuguese name ('' shows the English one)" }),
  },
  { $id: 'AdminCategory' },
);
export type AdminCategory = Static<typeof AdminCategorySchema>;

/** Names of a category: English required, Spanish and Portuguese optional ('' shows English). */
export const CategoryNamesSchema = Type.Object(
  { title: Text(60, 1), titleEs: Type.Optional(Text(60)), titlePt: Type.Optional(Text(60)) },
  { additionalProperties: false },
);
export type CategoryNames = Static<typeof CategoryNamesSchema>;

export const CategoryRefSchema = Type.Object(
  { id: Type.Integer(), title: Type.String() },
  { $id: 'CategoryRef' },
);

export interface CategoryNode {
  item: Static<typeof CategoryRefSchema>;
  children: CategoryNode[];
}

/** A category and its children (the tree is parents and their children). */
export const CategoryNodeSchema = Type.Object(
  {
    item: ref(CategoryRefSchema),
    children: Type.Array(Type.Unsafe<CategoryNode>({ $ref: 'CategoryNode' })),
  },
  { $id: 'CategoryNode' },
);

/** A smaller WebP copy of a product image, for `srcset` (`url width`w). */
export const ImageVariantSchema = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  type: Type.String({ description: 'Media type of the copy (image/webp)' }),
});

/**
 * A product image: its URL and slot (0 the picture, 1 the hover one), and, added in
 * contracts 1.16, its intrinsic size (null when unknown, e.g. an image from another origin) and
 * its smaller copies, narrowest first (empty when none). The API always sends them; they are
 * optional in the contract so that a remote reads an API from before them.
 */
export const ProductImageSchema = Type.Object({
  image_url: Type.String(),
  image_index: Type.Integer(),
  width: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  height: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  variants: Type.Optional(Type.Array(ImageVariantSchema)),
});

/** A product's name and descriptions in one language. */
export const ProductTextSchema = Type.Object({
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
});

/**
 * What staff wrote in Spanish and Portuguese (null: not translated, shoppers read the English;
 * an empty summary or description shows the English one). Sent by the admin routes only.
 */
export const ProductTranslationsSchema = Type.Object(
  {
    es: Type.Union([ProductTextSchema, Type.Null()]),
    pt: Type.Union([ProductTextSchema, Type.Null()]),
  },
  { $id: 'ProductTranslations' },
);
export type ProductTranslations = Static<typeof ProductTranslationsSchema>;

export const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String({ description: 'In the language asked, English where not translated' }),
    description: Type.String(),
    // Added in contracts 2.5: optional so that a remote reads an API from before them.
    summary: Type.Optional(Type.String({ description: 'The short description' })),
    translations: Type.Optional(ref(ProductTranslationsSchema)),
    type: Type.String(),
    vendor: Type.String(),
    images: Type.Array(ProductImageSchema),
    imageUrl: Type.String(),
    imageHoverUrl: Type.String(),
    newPrice: Type.Number(),
    oldPrice: Type.Number(),
    offer: Type.Boolean(),
    onSale: Type.Boolean(),
    newProduct: Type.Boolean(),
    new: Type.Boolean({
      description: 'Equals newProduct: the admin view dialog of the spec reads it for the New! tag',
    }),
    discount: Type.Boolean(),
    discountOff: Type.Integer(),
    isDiscount: Type.Boolean(),
    stock: Type.Integer(),
    unit: Type.String(),
    categories: Type.Array(ref(CategoryRefSchema)),
    createdAt: Type.String(),
  },
  { $id: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

export const ProductListSchema = Type.Object(
  { products: Type.Array(ref(ProductSchema)), ...Paged },
  { $id: 'ProductList' },
);
export type ProductList = Static<typeof ProductListSchema>;
export const ProductsSchema = Type.Object({ products: Type.Array(ref(ProductSchema)) });

/** The operators a listing filter is written with; the repository says which field takes which. */
export const FilterOperatorSchema = Type.Enum(['EQUAL', 'LIKE', 'GTE', 'LTE'], {
  $id: 'FilterOperator',
  type: 'string',
});

/** A listing filter, `filters[i][field|operator|value]`: the repository's allow-list judges it. */
export const ProductFilterSchema = Type.Object(
  { field: Text(40, 1), operator: ref(FilterOperatorSchema), value: Text(200) },
  { $id: 'ProductFilter', additionalProperties: false },
);

export const SortSchema = Type.Enum(['newest', 'price_asc', 'price_desc', 'title'], {
  type: 'string',
  default: 'newest',
});
export type ProductSort = Static<typeof SortSchema>;

/** A translation as staff send it: all empty removes it; a summary or description needs a name. */
const TranslationInputSchema = Type.Object(
  {
    title: Text(200),
    summary: Type.Optional(Text(300)),
    description: Type.Optional(MultilineText(5000)),
  },
  { additionalProperties: false },
);
export type TranslationInput = Static<typeof TranslationInputSchema>;

export const ProductInputSchema = Type.Object(
  {
    title: Text(200, 1),
    description: MultilineText(5000),
    summary: Type.Optional(Text(300)),
    translations: Type.Optional(
      Type.Object(
        { es: Type.Optional(TranslationInputSchema), pt: Type.Optional(TranslationInputSchema) },
        { additionalProperties: false },
      ),
    ),
    type: Text(60, 1),
    vendor: Type.Optional(Text(120)),
    imageUrl: Type.Union([ImageUrl, Type.Literal('')]),
    imageHoverUrl: Type.Union([ImageUrl, Type.Literal('')]),
    newPrice: Money,
    oldPrice: Money,
    offer: Type.Boolean(),
    onSale: Type.Boolean(),
    newProduct: Type.Boolean(),
    discount: Type.Boolean(),
    discountOff: Type.Integer({ minimum: 0, maximum: 100 }),
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    unit: Type.Optional(Text(30, 1)),
    categoryIds: Type.Optional(Type.Array(Id, { maxItems: 20, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInputSchema>;

export { DateTime };
