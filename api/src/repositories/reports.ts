import { and, count, desc, eq, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderLines, orders, products, users } from '../db/schema';
import type { Db } from '../db/types';
import { toMajor } from '../lib/money';
import type { ImageUrl } from './product-mapper';

const DAY = 86_400_000;

interface Figure {
  value: number;
  previous: number;
  change: number;
}

const figure = (value: number, previous: number): Figure => ({
  value,
  previous,
  change: previous ? Math.round(((value - previous) / previous) * 1000) / 10 : value ? 100 : 0,
});

const num = (value: unknown) => Number(value ?? 0);

export function createReportsRepository(db: Db, _imageUrl: ImageUrl) {
  const notCancelled = ne(orders.status, 'cancel');
  const within = (column: AnyPgColumn, from: Date, to: Date) =>
    and(gte(column, from), lt(column, to));

  async function orderFigures(from: Date, to: Date) {
    const [row] = await db
      .select({
        revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${notCancelled}), 0)`,
        orders: count(),
        deliveries: sql<string>`count(*) filter (where ${orders.status} = 'delivered')`,
      })
      .from(orders)
      .where(within(orders.createdAt, from, to));
    return {
      revenue: num(row?.revenue),
      orders: num(row?.orders),
      deliveries: num(row?.deliveries),
    };
  }

  async function newCustomers(from: Date, to: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'customer'), within(users.createdAt, from, to)));
    return num(row?.n);
  }

  /** Last 30 days against the 30 before (customers: last 7 days against the 7 before). */
  async function cards(now: Date) {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const [current, previous] = await Promise.all([
      orderFigures(at(30), now),
      orderFigures(at(60), at(30)),
    ]);
    return {
      revenue: figure(toMajor(current.revenue), toMajor(previous.revenue)),
      orders: figure(current.orders, previous.orders),
      newCustomers: figure(await newCustomers(at(7), now), await newCustomers(at(14), at(7))),
      deliveries: figure(current.deliveries, previous.deliveries),
    };
  }

  async function monthly(year: number) {
    const start = new Date(Date.UTC(year, 0, 1));
    const end = new Date(Date.UTC(year + 1, 0, 1));
    const month = sql<number>`extract(month from ${orders.createdAt} at time zone 'UTC')::int`;
    const rows = await db
      .select({
        month,
        revenue: sum(orders.total),
        net: sum(orders.subtotal),
        delivered: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'delivered'), 0)`,
      })
      .from(orders)
      .where(and(notCancelled, within(orders.createdAt, start, end)))
      .groupBy(month);
    const sold = await db
      .select({ month, n: sum(orderLines.quantity) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(notCancelled, within(orders.createdAt, start, end)))
      .groupBy(month);
    const productMonth = sql<number>`extract(month from ${products.createdAt} at time zone 'UTC')::int`;
    const created = await db
      .select({ month: productMonth, n: count() })
      .from(products)
      .where(within(products.createdAt, start, end))
      .groupBy(productMonth);
    return Array.from({ length: 12 }, (_, i) => {
      const row = rows.find((r) => num(r.month) === i + 1);
      return {
        month: i + 1,
        revenue: toMajor(num(row?.revenue)),
        netProfit: toMajor(num(row?.net)),
        freeCashFlow: toMajor(num(row?.delivered)),
        created: num(created.find((c) => num(c.month) === i + 1)?.n),
        sold: num(sold.find((r) => num(r.month) === i + 1)?.n),
      };
    });
  }

  async function salesByDate(now: Date) {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ date: day, amount: sum(orders.total) })
      .from(orders)
      .where(and(notCancelled, gte(orders.createdAt, new Date(now.getTime() - 90 * DAY))))
      .groupBy(day)
      .orderBy(day);
    // The spec's chart takes income as half the amount.
    return rows.map((row) => ({
      date: row.date,
      amount: toMajor(num(row.amount)),
      income: toMajor(num(row.amount)) / 2,
    }));
  }

  return {
    async dashboard(now = new Date()) {
      const months = await monthly(now.getUTCFullYear());
      return {
        cards: await cards(now),
        monthlyRevenue: months.map(({ month, revenue, netProfit, freeCashFlow }) => ({
          month,
          revenue,
          netProfit,
          freeCashFlow,
        })),
        productTrends: months.map(({ month, created, sold }) => ({ month, created, sold })),
        salesByDate: await salesByDate(now),
      };
    },
    async notifications(limit = 10) {
      const [recentOrders, signups] = await Promise.all([
        db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit),
        db
          .select()
          .from(users)
          .where(eq(users.role, 'customer'))
          .orderBy(desc(users.createdAt))
          .limit(limit),
      ]);
      const items = [
        ...recentOrders.map((o) => {
          const name = `${o.firstName} ${o.lastName}`;
          const amount = toMajor(o.total);
          return {
            id: `order-${o.id}`,
            kind: 'order' as const,
            title: `New order from ${name}: ${amount.toFixed(2)} ₿`,
            name,
            amount,
            createdAt: o.createdAt,
          };
        }),
        ...signups.map((u) => ({
          id: `signup-${u.id}`,
          kind: 'signup' as const,
          title: `${u.nickname} signed up`,
          name: u.nickname,
          createdAt: u.createdAt,
        })),
      ];
      return items
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
    },
  };
}
