export * from './get-admin-products';
export * from './get-categories';
export * from './use-product-mutations';
