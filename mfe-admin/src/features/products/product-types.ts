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
