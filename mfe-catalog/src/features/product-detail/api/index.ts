export * from './use-product';
export * from './use-related-products';
