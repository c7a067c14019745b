import type { categories, products, StoredImageRef } from '../db/schema';
import { toMajor } from '../lib/money';
import type { Product } from '../schemas/catalog';

export type ProductRow = Omit<typeof products.$inferSelect, 'images' | 'categoryRefs'> & {
  images: StoredImageRef[];
  productCategories: { category: Pick<typeof categories.$inferSelect, 'id' | 'title'> }[];
};

/** Stored image paths are relative to the API; the wire carries absolute URLs. */
export type ImageUrl = (path: string) => string;

export function imageUrlFor(base: string): ImageUrl {
  return (path) => (path.startsWith('/') ? `${base}${path}` : path);
}

export function toProduct(row: ProductRow, imageUrl: ImageUrl): Product {
  const images = [...row.images]
    .sort((a, b) => a.index - b.index)
    .map((image) => ({
      image_url: imageUrl(image.url),
      image_index: image.index,
      // Unknown for an image from another origin (or one not measured yet): null and no copies.
      width: image.width ?? null,
      height: image.height ?? null,
      variants: (image.variants ?? []).map((v) => ({
        url: imageUrl(v.url),
        width: v.width,
        type: v.type,
      })),
    }));
  const at = (index: number) => images.find((i) => i.image_index === index)?.image_url ?? '';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    summary: row.summary,
    type: row.type,
    vendor: row.vendor,
    images,
    imageUrl: at(0),
    imageHoverUrl: at(1),
    newPrice: toMajor(row.newPrice),
    oldPrice: toMajor(row.oldPrice),
    offer: row.offer,
    onSale: row.onSale,
    newProduct: row.newProduct,
    new: row.newProduct,
    discount: row.discount,
    discountOff: row.discountOff,
    isDiscount: row.discount && row.oldPrice > row.newPrice,
    stock: row.stock,
    unit: row.unit,
    categories: row.productCategories
      .map(({ category }) => ({ id: category.id, title: category.title }))
      .sort((a, b) => a.id - b.id),
    createdAt: row.createdAt.toISOString(),
  };
}
