/**
 * The wire types the shell, the remotes and the API share (spec section 3, docs/api-surface.md):
 * names for the types generated from the API's OpenAPI document (generated/api.ts, written by
 * `npm run generate:api` from the API's TypeBox schemas), never a second definition.
 */
// By the package's own name, so the built dist/ finds it too (server/ ships beside dist/).
import { COUNTRIES, COUNTRY_CODES, countryCode, countryName } from '@shop/contracts/countries';
import type { components, paths } from './generated/api';

export type { components, paths };
type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A route of the API, as the OpenAPI document names it: '/api/product/{id}'. */
export type ApiPath = keyof paths;
/** The colour scheme a shopper picks (ShellProps, the settings:changed event). */
export type Theme = 'light' | 'dark';
/** What a route answers on success (its one 2xx status; undefined for a 204). */
export type ApiReply<P extends ApiPath, M extends Method> = paths[P][M] extends {
  responses: infer R;
}
  ? 204 extends keyof R
    ? undefined
    : Json<R[Extract<keyof R, 200 | 201 | 202>]>
  : never;
/** The JSON body a route takes. */
export type ApiBody<P extends ApiPath, M extends Method> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;

export type Product = Schemas['Product'];
export type ProductImage = Product['images'][number];
/** A smaller copy of a product image, for `srcset`: `url` is `width` pixels wide. */
export type ImageVariant = NonNullable<ProductImage['variants']>[number];
export type ProductList = Schemas['ProductList'];
export type ProductInput = ApiBody<'/api/admin/products', 'post'>;
type ListingQuery = NonNullable<paths['/api/products']['get']['parameters']['query']>;
export type ProductSort = NonNullable<ListingQuery['sort']>;
export type FilterOperator = Schemas['FilterOperator'];
/** A listing filter; the query string writes its value as text, so a number or flag goes as is. */
export type ProductFilter = Omit<Schemas['ProductFilter'], 'value'> & {
  value: string | number | boolean;
};
/** How the storefront's listing is asked for; product-query.ts writes it as a query string. */
export type ProductQuery = Omit<ListingQuery, 'filters'> & { filters?: ProductFilter[] };
export type CategoryRef = Schemas['CategoryRef'];
export type CategoryNode = Schemas['CategoryNode'];
export type AdminCategory = Schemas['AdminCategory'];
/** Names of a category as the back-office edits them: English, Spanish, Portuguese. */
export type CategoryNames = Pick<AdminCategory, 'title' | 'titleEs' | 'titlePt'>;

export type CartLine = Schemas['CartLine'];
export type Totals = Schemas['Totals'];
export type Cart = Schemas['Cart'];
export type AddToCartPayload = ApiBody<'/api/cart/add-product', 'post'>;

export { COUNTRIES, COUNTRY_CODES, countryCode, countryName };
/** A country an order may ship to (the list is data shared with the API, so the type is a string). */
export type Country = (typeof COUNTRY_CODES)[number];
export type Order = Schemas['Order'];
export type OrderStatus = Order['status'];
export type CustomerDetails = Order['customerDetails'];
export type OrderList = Schemas['OrderList'];
/** An order as tracking shows it to a caller without a token: not whose account it is. */
export type TrackedOrder = ApiReply<'/api/track-order', 'get'>;
export type Paged = Omit<OrderList, 'orders'>;

export type SessionUser = Schemas['SessionUser'];
export type Session = Schemas['Session'];
export type Role = SessionUser['role'];
export type Profile = SessionUser['profile'];
export type UserSettings = Schemas['UserSettings'];
export type LoginPayload = ApiBody<'/api/auth/login', 'post'>;
export type SignupPayload = ApiBody<'/api/auth/signup', 'post'>;
export type Invitation = Schemas['Invitation'];
export type ContactPayload = ApiBody<'/api/contact', 'post'>;

export type CustomerList = ApiReply<'/api/admin/customers', 'get'>;
export type Customer = CustomerList['customers'][number];
export type Dashboard = ApiReply<'/api/admin/dashboard', 'get'>;
export type Figure = Dashboard['cards']['revenue'];
/** Shoppers' Core Web Vitals per route pattern over the last `days` days, busiest first. */
export type VitalsReport = ApiReply<'/api/admin/vitals', 'get'>;
export type VitalName = keyof VitalsReport['pages'][number]['metrics'];
export type VitalFigure = NonNullable<VitalsReport['pages'][number]['metrics'][VitalName]>;
export type AdminNotification = ApiReply<'/api/admin/notifications', 'get'>['items'][number];
export type ShopSettings = ApiReply<'/api/admin/settings', 'get'>;
