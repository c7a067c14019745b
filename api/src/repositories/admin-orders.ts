import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderLines, orders, products, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { conflict, notFound } from '../lib/errors';
import type { Order, OrderStatus } from '../schemas/orders';
import { withLines } from './order-mapper';
import type { ImageUrl } from './product-mapper';
import { likeText } from './product-filters';

export interface OrderQuery {
  status?: OrderStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  pageNumber: number;
  pageSize: number;
}

const paged = (total: number, pageNumber: number, pageSize: number) => ({
  total,
  totalPages: Math.ceil(total / pageSize),
  pageNumber,
  pageSize,
});

/** Cancelling gives the stock back; un-cancelling takes it again, if it is still there. */
async function moveStock(tx: Tx, orderId: string, direction: 1 | -1) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    const rows = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${direction * line.quantity}` })
      .where(
        and(
          eq(products.id, line.productId),
          direction < 0 ? gte(products.stock, line.quantity) : undefined,
        ),
      )
      .returning({ id: products.id });
    if (!rows.length && direction < 0) throw conflict(`Out of stock: ${line.productName}`);
  }
}

export function createAdminOrdersRepository(db: Db, imageUrl: ImageUrl) {
  return {
    async list(query: OrderQuery) {
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.from ? gte(orders.createdAt, query.from) : undefined,
        query.to ? lt(orders.createdAt, query.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return {
        orders: await withLines(db, rows, imageUrl),
        ...paged(total?.n ?? 0, query.pageNumber, query.pageSize),
      };
    },

    async setStatus(id: string, status: OrderStatus): Promise<Order> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row) throw notFound('Order not found');
        if (row.status !== 'cancel' && status === 'cancel') await moveStock(tx, id, 1);
        if (row.status === 'cancel' && status !== 'cancel') await moveStock(tx, id, -1);
        await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
      });
      const [order] = await withLines(
        db,
        await db.select().from(orders).where(eq(orders.id, id)),
        imageUrl,
      );
      if (!order) throw notFound('Order not found');
      return order;
    },

    async customers(q: string, pageNumber: number, pageSize: number) {
      const text = likeText(q);
      const where: SQL | undefined = and(
        eq(users.role, 'customer'),
        q
          ? or(
              ilike(users.nickname, text),
              ilike(users.email, text),
              ilike(users.firstName, text),
              ilike(users.lastName, text),
            )
          : undefined,
      );
      const stats = db
        .select({
          userId: orders.userId,
          totalOrders: sql<string>`count(distinct ${orders.id})`.as('total_orders'),
          totalAmount:
            sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancel'), 0)`.as(
              'total_amount',
            ),
        })
        .from(orders)
        .groupBy(orders.userId)
        .as('stats');
      const items = sql<string>`coalesce((select sum(ol.quantity) from ${orderLines} ol join ${orders} o on o.id = ol.order_id where o.user_id = ${users.id} and o.status <> 'cancel'), 0)`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            user: users,
            totalOrders: stats.totalOrders,
            totalAmount: stats.totalAmount,
            totalItems: items,
          })
          .from(users)
          .leftJoin(stats, eq(stats.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const customers = rows.map(({ user, totalOrders, totalAmount, totalItems }) => ({
        id: user.id,
        nickname: user.nickname,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        avatarUrl: user.avatarUrl ? imageUrl(user.avatarUrl) : '',
        totalOrders: Number(totalOrders ?? 0),
        totalItems: Number(totalItems ?? 0),
        totalAmount: Number(totalAmount ?? 0) / 100,
        createdAt: user.createdAt.toISOString(),
      }));
      return { customers, ...paged(total?.n ?? 0, pageNumber, pageSize) };
    },
  };
}
