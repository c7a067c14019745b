import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cartLines, carts, productImages, products } from '../db/schema';
import type { Db, Executor } from '../db/types';
import { badRequest, conflict, notFound } from '../lib/errors';
import { toMajor } from '../lib/money';
import { computeTotals, totalsToMajor, type PricingSettings } from '../lib/pricing';
import type { Cart } from '../schemas/orders';
import type { ImageUrl } from './product-mapper';

export const MAX_LINE_QUANTITY = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const uuidOr = (candidate: string | undefined) =>
  candidate && UUID.test(candidate) ? candidate.toLowerCase() : randomUUID();

export interface AddInput {
  cartId?: string | undefined;
  cartItemId?: string | undefined;
  productId: number;
  quantity: number;
}

/** The cart's lines with the product's current price, every query keyed by the caller. */
export function cartLinesOf(db: Executor, userId: number) {
  return db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      productName: products.title,
      unitPrice: products.newPrice,
      stock: products.stock,
      imageUrl: sql<string>`coalesce(${productImages.url}, '')`,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.index, 0)),
    )
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export function createCartsRepository(
  db: Db,
  imageUrl: ImageUrl,
  pricing: () => Promise<PricingSettings>,
) {
  const cartOf = async (tx: Executor, userId: number) =>
    (await tx.select().from(carts).where(eq(carts.userId, userId)))[0] ?? null;

  async function get(userId: number): Promise<Cart | null> {
    const cart = await cartOf(db, userId);
    if (!cart) return null;
    const lines = await cartLinesOf(db, userId);
    const totals = computeTotals(lines, await pricing());
    return {
      id: cart.id,
      products: lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        productName: line.productName,
        productImageUrl: line.imageUrl ? imageUrl(line.imageUrl) : '',
        quantity: line.quantity,
        price: toMajor(line.unitPrice),
        linePrice: toMajor(line.unitPrice * line.quantity),
      })),
      totals: totalsToMajor(totals),
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  /** The caller's cart, created on first use; a client-chosen id is taken only when free. */
  async function ensureCart(tx: Executor, userId: number, wanted: string | undefined) {
    const existing = await cartOf(tx, userId);
    if (existing) return existing.id;
    const id = uuidOr(wanted);
    const taken =
      (await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, id))).length > 0;
    const [row] = await tx
      .insert(carts)
      .values({ id: taken ? randomUUID() : id, userId })
      .returning({ id: carts.id });
    if (!row) throw new Error('cart insert returned no row');
    return row.id;
  }

  function checkQuantity(quantity: number, stock: number, inCart: number) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw badRequest(
        `quantity: a cart line holds at most ${MAX_LINE_QUANTITY}` +
          (inCart ? ` (${inCart} already in the cart)` : ''),
      );
    }
    if (quantity > stock) throw conflict(stock ? `Only ${stock} left in stock` : 'Out of stock');
  }

  async function add(userId: number, input: AddInput): Promise<void> {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, input.productId));
      if (!product) throw notFound('Product not found');
      const cartId = await ensureCart(tx, userId, input.cartId);
      const [line] = await tx
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.productId)));
      const quantity = (line?.quantity ?? 0) + input.quantity;
      checkQuantity(quantity, product.stock, line?.quantity ?? 0);
      if (line) {
        await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
        return;
      }
      const id = uuidOr(input.cartItemId);
      const taken =
        (await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.id, id))).length >
        0;
      await tx
        .insert(cartLines)
        .values({ id: taken ? randomUUID() : id, cartId, productId: input.productId, quantity });
    });
  }

  const ownLine = (userId: number, lineId: string) =>
    and(
      eq(cartLines.id, lineId),
      sql`${cartLines.cartId} in (select id from ${carts} where ${carts.userId} = ${userId})`,
    );

  return {
    get,
    add,
    async setQuantity(userId: number, lineId: string, quantity: number): Promise<void> {
      const [line] = await cartLinesOf(db, userId).then((rows) =>
        rows.filter((row) => row.id === lineId.toLowerCase()),
      );
      if (!line) throw notFound('Cart item not found');
      checkQuantity(quantity, line.stock, 0);
      await db.update(cartLines).set({ quantity }).where(ownLine(userId, lineId));
    },
    async remove(userId: number, lineId: string): Promise<void> {
      const rows = await db
        .delete(cartLines)
        .where(ownLine(userId, lineId))
        .returning({ id: cartLines.id });
      if (!rows.length) throw notFound('Cart item not found');
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
