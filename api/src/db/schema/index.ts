import { relations } from 'drizzle-orm';
import { categories, productCategories, productImages, products } from './catalog';
import { cartLines, carts, orderLines, orders } from './orders';

export * from './users';
export * from './catalog';
export * from './orders';
export * from './vitals';

export const productsRelations = relations(products, ({ many }) => ({
  images: many(productImages),
  productCategories: many(productCategories),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, {
    fields: [productCategories.categoryId],
    references: [categories.id],
  }),
}));

export const cartsRelations = relations(carts, ({ many }) => ({ lines: many(cartLines) }));

export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartLines.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ many }) => ({ lines: many(orderLines) }));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));
