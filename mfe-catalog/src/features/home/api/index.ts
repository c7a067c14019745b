export * from './use-best-selling-products';
export * from './use-popular-products';
export * from './use-recent-products';
