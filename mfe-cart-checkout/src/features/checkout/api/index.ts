// Imported as '../api': the workspace's boundary rule reads any path through an `api/` folder as the API app.
export { usePlaceOrder } from './place-order';
export { useLastBilling } from './last-billing';
