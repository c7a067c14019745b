export * from './get-dashboard';
export * from './get-vitals';
