import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { cartLines, carts, orderLines, orders, productImages, products } from '../db/schema';
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
 * stock never goes below zero. Lines go in product order so two carts never deadlock.
 */
async function reserve(tx: Tx, userId: number): Promise<Reserved[]> {
  const lines = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.productId));
  if (!lines.length) throw badRequest('Cart is empty');
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

export function createOrdersRepository(
  db: Db,
  imageUrl: ImageUrl,
  pricing: () => Promise<PricingSettings>,
) {
  return {
    /** One transaction: stock taken, amounts computed from the server's prices, cart emptied. */
    async checkout(
      userId: number,
      details: CustomerDetails,
      paymentMethod: string,
    ): Promise<Order> {
      const settings = await pricing();
      const row = await db.transaction(async (tx) => {
        const lines = await reserve(tx, userId);
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
        await tx
          .delete(cartLines)
          .where(
            sql`${cartLines.cartId} in (select id from ${carts} where ${carts.userId} = ${userId})`,
          );
        return order;
      });
      const [order] = await withLines(db, [row], imageUrl);
      if (!order) throw new Error('order vanished');
      return order;
    },

    async forUser(userId: number): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt));
      return withLines(db, rows, imageUrl);
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
