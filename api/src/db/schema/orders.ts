import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { ownedBy, stamp } from './columns';
import { users } from './users';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  // One cart per user: every cart query goes through the caller's user id.
  userId: ownedBy(integer('user_id').unique(), () => users.id),
  createdAt: stamp(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: ownedBy(uuid('cart_id'), () => carts.id),
    productId: ownedBy(integer('product_id'), () => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: stamp(),
  },
  (t) => [
    unique('cart_lines_cart_product_unique').on(t.cartId, t.productId),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    // Amounts in integer minor units, computed by the server at checkout; 64-bit, as a sum of
    // lines outgrows 32.
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    shippingTax: bigint('shipping_tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: stamp(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('pending', 'delivered', 'cancel')`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: ownedBy(uuid('order_id'), () => orders.id),
    // Lines keep a copy of name, image and price, so deleting a product keeps its orders.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    linePrice: bigint('line_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Idempotency keys of Place Order: a repeat of a key answers with the order it placed. */
export const checkoutKeys = pgTable(
  'checkout_keys',
  {
    userId: ownedBy(integer('user_id'), () => users.id),
    key: text('key').notNull(),
    orderId: ownedBy(uuid('order_id'), () => orders.id),
    createdAt: stamp(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('checkout_keys_order_idx').on(t.orderId),
  ],
);
