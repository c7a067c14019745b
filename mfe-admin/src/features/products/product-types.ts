/** Spec section 3: the add-product type options (value, then the English label's key). */
export const PRODUCT_TYPES = [
  'T-Shirt',
  'Bags',
  'Shoes',
  'Women Clothes',
  'medical',
  'grocery',
  'electronics',
  'furniture',
  'jewelry',
] as const;

/** Translation key of a type's label; an unknown type (from the API) shows as it is. */
export const typeLabelKey = (type: string) =>
  (PRODUCT_TYPES as readonly string[]).includes(type) ? `products.types.${type}` : null;

/** Input attributes of the number kinds the product forms use. */
export const MONEY = { type: 'number', min: 0, step: '0.01' } as const;
export const COUNT = { type: 'number', min: 0, step: 1 } as const;
export const PERCENT = { type: 'number', min: 0, max: 100 } as const;
