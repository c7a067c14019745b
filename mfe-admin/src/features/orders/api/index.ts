export * from './get-orders';
export * from './index';
export * from './use-set-order-status';
