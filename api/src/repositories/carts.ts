import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cartLines, carts, productImages, products, productTranslations } from '../db/schema';
import type { Db, Executor } from '../db/types';
import { FOREIGN_KEY_VIOLATION, pgCode, pgConstraint, UNIQUE_VIOLATION } from '../lib/db-errors';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors';
import { toMajor } from '../lib/money';
import { computeTotals, totalsToMajor, type PricingSettings } from '../lib/pricing';
import type { Language } from '../schemas/catalog';
import type { Cart } from '../schemas/orders';
import { productName } from './product-filters';
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

/**
 * The cart's lines with the product's current price and its name in `lang`, every query keyed
 * by the caller.
 */
export function cartLinesOf(db: Executor, userId: number, lang: Language = 'en') {
  return db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      productName: productName(lang),
      unitPrice: products.newPrice,
      stock: products.stock,
      imageUrl: sql<string>`coalesce(${productImages.url}, '')`,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)),
    )
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.index, 0)),
    )
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
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

/**
 * A write that a foreign key refused: the token's user no longer exists (401), or the product
 * was deleted meanwhile (404). Never a 500.
 */
function missingReference(error: unknown): never {
  if (pgCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
  if (pgConstraint(error)?.includes('user_id')) throw unauthorized();
  throw notFound('Product not found');
}

const ownLine = (userId: number, lineId: string) =>
  and(
    eq(cartLines.id, lineId),
    sql`${cartLines.cartId} in (select id from ${carts} where ${carts.userId} = ${userId})`,
  );

/**
 * Every write is one statement that checks its own limits (1-10 per line, the stock) in SQL,
 * so concurrent requests add up exactly: nothing is read, computed in JavaScript and written
 * back. When a statement changes nothing, a read says why.
 */
export function createCartsRepository(
  db: Db,
  imageUrl: ImageUrl,
  pricing: () => Promise<PricingSettings>,
) {
  const cartOf = async (tx: Executor, userId: number) =>
    (await tx.select().from(carts).where(eq(carts.userId, userId)))[0] ?? null;

  /** The caller's cart; with `orEmpty`, a shopper who has none yet gets an empty one (no id). */
  async function get(userId: number, orEmpty = false, lang: Language = 'en'): Promise<Cart | null> {
    const cart = await cartOf(db, userId);
    if (!cart) {
      if (!orEmpty) return null;
      return {
        id: '',
        products: [],
        totals: totalsToMajor(computeTotals([], await pricing())),
        count: 0,
      };
    }
    const lines = await cartLinesOf(db, userId, lang);
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

  /**
   * The caller's cart, created by the first add with an upsert: of concurrent first adds one
   * inserts and the others, having waited for it, find its row. A client-chosen id is taken
   * only while free (a taken one conflicts too, and a random id is tried next).
   */
  async function ensureCart(userId: number, wanted: string | undefined): Promise<string> {
    for (const id of [uuidOr(wanted), randomUUID()]) {
      const [made] = await db
        .insert(carts)
        .values({ id, userId })
        .onConflictDoNothing()
        .returning({ id: carts.id })
        .catch(missingReference);
      if (made) return made.id;
      const existing = await cartOf(db, userId);
      if (existing) return existing.id;
    }
    throw conflict('The cart could not be created, try again');
  }

  /** Adds to the line of a product, or creates it: one statement, limits checked in SQL. */
  async function upsertLine(cartId: string, lineId: string, input: AddInput) {
    return db
      .insert(cartLines)
      .select(
        db
          .select({
            id: sql`${lineId}::uuid`.as('id'),
            cartId: sql`${cartId}::uuid`.as('cart_id'),
            productId: products.id,
            quantity: sql`${input.quantity}::int`.as('quantity'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(products)
          .where(
            and(eq(products.id, input.productId), sql`${input.quantity} <= ${products.stock}`),
          ),
      )
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= least(${MAX_LINE_QUANTITY},
          (select p.stock from ${products} p where p.id = excluded.product_id))`,
      })
      .returning({ quantity: cartLines.quantity });
  }

  async function add(userId: number, input: AddInput): Promise<void> {
    const cartId = await ensureCart(userId, input.cartId);
    let changed: { quantity: number }[];
    try {
      changed = await upsertLine(cartId, uuidOr(input.cartItemId), input);
    } catch (error) {
      // A client-chosen line id already in use: the same statement with an id of our own.
      if (pgCode(error) !== UNIQUE_VIOLATION) return missingReference(error);
      changed = await upsertLine(cartId, randomUUID(), input).catch(missingReference);
    }
    if (changed.length) return;
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw notFound('Product not found');
    const [line] = await db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.productId)));
    const inCart = line?.quantity ?? 0;
    checkQuantity(inCart + input.quantity, product.stock, inCart);
    throw conflict('The cart changed meanwhile, try again');
  }

  async function setQuantity(userId: number, lineId: string, quantity: number): Promise<void> {
    const id = lineId.toLowerCase();
    const changed = await db
      .update(cartLines)
      .set({ quantity })
      .where(
        and(
          ownLine(userId, id),
          sql`${quantity} <= (select p.stock from ${products} p where p.id = ${cartLines.productId})`,
        ),
      )
      .returning({ id: cartLines.id });
    if (changed.length) return;
    const [line] = (await cartLinesOf(db, userId)).filter((row) => row.id === id);
    if (!line) throw notFound('Cart item not found');
    checkQuantity(quantity, line.stock, 0);
    throw conflict('The cart changed meanwhile, try again');
  }

  return {
    get,
    add,
    setQuantity,
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
