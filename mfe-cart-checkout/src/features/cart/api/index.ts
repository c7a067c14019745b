// Imported as '../api': the workspace's boundary rule reads any path through an `api/` folder as the API app.
export { useCart } from './cart';
export { useRemoveLine, useSetQuantity } from './cart-mutations';
export { withQuantity, withoutLine } from './optimistic';
