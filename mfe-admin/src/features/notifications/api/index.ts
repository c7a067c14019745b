export * from './get-notifications';
