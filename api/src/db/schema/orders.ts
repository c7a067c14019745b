import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  // One cart per user: every cart query goes through the caller's user id.
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: stamp('created_at'),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: stamp('created_at'),
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
    createdAt: stamp('created_at'),
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('checkout_keys_order_idx').on(t.orderId),
  ],
);
