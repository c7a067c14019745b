export * from './use-products';
