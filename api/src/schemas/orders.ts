import { Type, type Static } from '@fastify/type-provider-typebox';
import { COUNTRIES, COUNTRY_CODES } from '@shop/contracts/countries';
import { Email, Paged, ref, Text } from './common';

export const CartLineSchema = Type.Object(
  {
    id: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    productImageUrl: Type.String(),
    quantity: Type.Integer(),
    price: Type.Number(),
    linePrice: Type.Number(),
  },
  { $id: 'CartLine' },
);
export type CartLine = Static<typeof CartLineSchema>;

export const TotalsSchema = Type.Object(
  {
    subtotal: Type.Number(),
    tax: Type.Number(),
    shipping: Type.Number(),
    shippingTax: Type.Number(),
    total: Type.Number(),
  },
  { $id: 'Totals' },
);
export type Totals = Static<typeof TotalsSchema>;

export const CartSchema = Type.Object(
  {
    id: Type.String(),
    products: Type.Array(ref(CartLineSchema)),
    totals: ref(TotalsSchema),
    count: Type.Integer(),
  },
  { $id: 'Cart' },
);
export type Cart = Static<typeof CartSchema>;

// The checkout form's rules (spec section 5), enforced again here: the form is not the boundary.
const NAME = "^\\p{L}+(?:[ '\\-]\\p{L}+)*$";
const Billing = {
  firstName: Type.String({ minLength: 1, maxLength: 60, pattern: NAME }),
  lastName: Type.String({ minLength: 1, maxLength: 60, pattern: NAME }),
  email: Email,
  phone: Type.String({ pattern: '^\\+\\d{11,15}$' }),
  address: Text(200, 1),
  city: Text(100, 1),
  state: Text(100, 1),
  zip: Type.String({ pattern: '^\\d{5}(?:-\\d{4})?$' }),
};
export const CustomerDetailsSchema = Type.Object({
  ...Billing,
  country: Type.Unsafe<string>({
    type: 'string',
    enum: [...COUNTRY_CODES],
    description: 'ISO 3166-1 alpha-2 code; each app names it in its own language.',
  }),
});
/**
 * What a checkout sends: the country by its code or, from a checkout built before the codes, by
 * the list's English name. Either is stored as the code.
 */
export const CustomerDetailsInputSchema = Type.Object({
  ...Billing,
  country: Type.Unsafe<string>({
    type: 'string',
    enum: [...COUNTRY_CODES, ...COUNTRIES],
    description: 'ISO 3166-1 alpha-2 code (or, as older checkouts send it, the English name).',
  }),
});
export type CustomerDetails = Static<typeof CustomerDetailsSchema>;

export const OrderStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('delivered'),
  Type.Literal('cancel'),
]);
export type OrderStatus = Static<typeof OrderStatusSchema>;

export const OrderSchema = Type.Object(
  {
    id: Type.String(),
    status: OrderStatusSchema,
    paymentMethod: Type.String(),
    customerDetails: CustomerDetailsSchema,
    items: Type.Array(ref(CartLineSchema)),
    totals: ref(TotalsSchema),
    amount: Type.Number(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    userId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'Order' },
);
export type Order = Static<typeof OrderSchema>;
/** What order tracking shows a caller without a token: the order, not whose account it is. */
export const TrackedOrderSchema = Type.Omit(OrderSchema, ['userId']);

export const OrderListSchema = Type.Object(
  { orders: Type.Array(ref(OrderSchema)), ...Paged },
  { $id: 'OrderList' },
);
