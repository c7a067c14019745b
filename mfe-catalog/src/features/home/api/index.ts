export * from './home-products';
