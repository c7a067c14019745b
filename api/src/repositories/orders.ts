import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import {
  cartLines,
  carts,
  checkoutKeys,
  orderLines,
  orders,
  productImages,
  products,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { badRequest, conflict } from '../lib/errors';
import { computeTotals, type PricingSettings } from '../lib/pricing';
import type { CustomerDetails, Order } from '../schemas/orders';
import { withLines } from './order-mapper';
import type { ImageUrl } from './product-mapper';

interface Reserved {
  productId: number;
  productName: string;
  productImageUrl: string;
  unitPrice: number;
  quantity: number;
}

/**
 * Takes the stock of every line with a conditional UPDATE: the row lock makes concurrent
 * checkouts wait for each other, and `stock >= quantity` is checked again after the wait, so
 * stock never goes below zero. Lines go in product order so two carts never deadlock; they are
 * locked as they are read, so an add-to-cart under way is either in the order or left in the cart.
 */
async function reserve(tx: Tx, cartId: string): Promise<Reserved[]> {
  const lines = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.productId))
    .for('update');
  if (!lines.length) throw badRequest(CART_EMPTY);
  const reserved: Reserved[] = [];
  for (const line of lines) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ title: products.title, price: products.newPrice });
    if (!row) {
      const [product] = await tx
        .select({ title: products.title })
        .from(products)
        .where(eq(products.id, line.productId));
      throw conflict(`Out of stock: ${product?.title ?? `product ${line.productId}`}`);
    }
    const [image] = await tx
      .select({ url: productImages.url })
      .from(productImages)
      .where(and(eq(productImages.productId, line.productId), eq(productImages.index, 0)));
    reserved.push({
      productId: line.productId,
      productName: row.title,
      productImageUrl: image?.url ?? '',
      unitPrice: row.price,
      quantity: line.quantity,
    });
  }
  return reserved;
}

export const CART_EMPTY = 'Cart is empty';

/** The order an idempotency key of this user already placed, if any. */
async function placedWith(tx: Tx, userId: number, key: string) {
  const [row] = await tx
    .select({ order: orders })
    .from(checkoutKeys)
    .innerJoin(orders, eq(orders.id, checkoutKeys.orderId))
    .where(and(eq(checkoutKeys.userId, userId), eq(checkoutKeys.key, key)));
  return row?.order ?? null;
}

export function createOrdersRepository(
  db: Db,
  imageUrl: ImageUrl,
  pricing: () => Promise<PricingSettings>,
) {
  return {
    /**
     * One transaction: stock taken, amounts computed from the server's prices, cart emptied.
     * The cart's row is locked first, so checkouts of one cart run one after the other; under
     * that lock an idempotency key already used answers with its order, and an empty or
     * missing cart is a 400. A failed checkout rolls its key back with everything else.
     */
    async checkout(
      userId: number,
      details: CustomerDetails,
      paymentMethod: string,
      key?: string,
    ): Promise<{ order: Order; replayed: boolean }> {
      const settings = await pricing();
      const { row, replayed } = await db.transaction(async (tx) => {
        const [cart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.userId, userId))
          .for('update');
        const done = key ? await placedWith(tx, userId, key) : null;
        if (done) return { row: done, replayed: true };
        if (!cart) throw badRequest(CART_EMPTY);
        const lines = await reserve(tx, cart.id);
        const totals = computeTotals(lines, settings);
        const [order] = await tx
          .insert(orders)
          .values({ userId, paymentMethod, ...details, ...totals })
          .returning();
        if (!order) throw new Error('order insert returned no row');
        await tx.insert(orderLines).values(
          lines.map((line) => ({
            ...line,
            orderId: order.id,
            linePrice: line.unitPrice * line.quantity,
          })),
        );
        if (key) await tx.insert(checkoutKeys).values({ userId, key, orderId: order.id });
        await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        return { row: order, replayed: false };
      });
      const [order] = await withLines(db, [row], imageUrl);
      if (!order) throw new Error('order vanished');
      return { order, replayed };
    },

    async forUser(userId: number): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt));
      return withLines(db, rows, imageUrl);
    },

    /** The billing details of the user's latest order, to pre-fill the next checkout. */
    async lastBilling(userId: number): Promise<CustomerDetails | null> {
      const [row] = await db
        .select({
          firstName: orders.firstName,
          lastName: orders.lastName,
          email: orders.email,
          phone: orders.phone,
          address: orders.address,
          city: orders.city,
          state: orders.state,
          zip: orders.zip,
          country: orders.country,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Tracking needs the order id and its billing email together: neither alone finds an order. */
    async track(orderId: string, email: string): Promise<Order | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), sql`lower(${orders.email}) = lower(${email})`));
      return (await withLines(db, rows, imageUrl))[0] ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
