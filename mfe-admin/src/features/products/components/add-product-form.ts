import type { ProductInput } from '@shop/contracts';
import { textInput, textValues, type ProductTextValues } from './product-texts';

/** Spec section 3: type T-Shirt, every flag true, every number 0; the texts in each language. */
export interface AddProductValues extends ProductTextValues {
  imageUrl: string;
  imageHoverUrl: string;
  type: string;
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
  ...textValues(),
  imageUrl: '',
  imageHoverUrl: '',
  type: 'T-Shirt',
  offer: true,
  oldPrice: '0',
  newPrice: '0',
  discount: true,
  discountOff: '0',
  onSale: true,
  newProduct: true,
  stock: '0',
};

export function toProductInput(v: AddProductValues): ProductInput {
  return {
    ...textInput(v),
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
