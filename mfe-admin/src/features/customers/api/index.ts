export * from './get-customers';
