import { asc, inArray } from 'drizzle-orm';
import { orderLines, type orders } from '../db/schema';
import type { Executor } from '../db/types';
import { toMajor } from '../lib/money';
import { totalsToMajor } from '../lib/pricing';
import type { Order, OrderStatus } from '../schemas/orders';
import type { ImageUrl } from './product-mapper';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function toOrder(row: OrderRow, lines: LineRow[], imageUrl: ImageUrl): Order {
  const totals = totalsToMajor(row);
  return {
    id: row.id,
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod,
    customerDetails: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
    },
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId ?? 0,
      productName: line.productName,
      productImageUrl: line.productImageUrl ? imageUrl(line.productImageUrl) : '',
      quantity: line.quantity,
      price: toMajor(line.unitPrice),
      linePrice: toMajor(line.linePrice),
    })),
    totals,
    amount: totals.total,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userId: row.userId,
  };
}

/** Orders with their lines: one query for all the lines of the page. */
export async function withLines(
  db: Executor,
  rows: OrderRow[],
  imageUrl: ImageUrl,
): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.productName), asc(orderLines.id));
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], imageUrl));
}
