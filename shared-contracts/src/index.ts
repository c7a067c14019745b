export * from './types';
export * from './events';
export * from './api-client';
export * from './product-query';
export * from './form-rules';
export * from './money';
export * from './remotes';
export * from './api-error';
