export * from './get-dashboard';
