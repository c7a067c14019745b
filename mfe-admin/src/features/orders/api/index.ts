export * from './get-orders';
export * from './use-set-order-status';
