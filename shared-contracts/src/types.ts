/** Entity types shared by the shell, the remotes and the API (spec section 3, docs/api-surface.md). */
// By the package's own name, so the built dist/ finds it too (server/ ships beside dist/).
import { COUNTRIES } from '@shop/contracts/countries';

export type Role = 'customer' | 'admin';

/** A smaller copy of a product image, for `srcset`: `url` is `width` pixels wide. */
export interface ImageVariant {
  url: string;
  width: number;
  /** Its media type (image/webp). */
  type: string;
}

export interface ProductImage {
  image_url: string;
  image_index: number;
  /** The image's own size in pixels; null when unknown (absent from an API before 1.12). */
  width?: number | null;
  height?: number | null;
  /** Smaller copies, narrowest first; empty (or absent) when there are none. */
  variants?: ImageVariant[];
}

export interface CategoryRef {
  id: number;
  title: string;
}

/** Names of a category as the back-office edits them: English, Spanish, Portuguese. */
export interface CategoryNames {
  title: string;
  /** '' shows the English name. */
  titleEs: string;
  titlePt: string;
}

export interface AdminCategory extends CategoryNames {
  id: number;
  parentId: number | null;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  type: string;
  vendor: string;
  images: ProductImage[];
  imageUrl: string;
  imageHoverUrl: string;
  newPrice: number;
  oldPrice: number;
  offer: boolean;
  onSale: boolean;
  newProduct: boolean;
  /** The admin view dialog of the spec reads this flag for the New! tag. */
  new: boolean;
  discount: boolean;
  discountOff: number;
  isDiscount: boolean;
  stock: number;
  unit: string;
  categories: CategoryRef[];
  createdAt: string;
}

export interface ProductList {
  products: Product[];
  total: number;
  totalPages: number;
  pageSize: number;
  pageNumber: number;
}

export interface CategoryNode {
  item: CategoryRef;
  children: CategoryNode[];
}

export interface CartLine {
  id: string;
  productId: number;
  productName: string;
  productImageUrl: string;
  quantity: number;
  price: number;
  linePrice: number;
}

export interface Totals {
  subtotal: number;
  tax: number;
  shipping: number;
  shippingTax: number;
  total: number;
}

export interface Cart {
  id: string;
  products: CartLine[];
  totals: Totals;
  count: number;
}

export { COUNTRIES };
/** A country an order may ship to (the list is data shared with the API, so the type is a string). */
export type Country = (typeof COUNTRIES)[number];

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export type OrderStatus = 'pending' | 'delivered' | 'cancel';

export interface Order {
  id: string;
  status: OrderStatus;
  paymentMethod: string;
  customerDetails: CustomerDetails;
  items: CartLine[];
  totals: Totals;
  amount: number;
  createdAt: string;
  updatedAt: string;
  userId: number | null;
}

export interface UserSettings {
  currencyId: number;
  currencyCode: string;
  language: string;
  darkMode: boolean;
  emailNotifications: boolean;
}

export interface Profile {
  firstName: string;
  lastName: string;
  avatarUrl: string;
}

export interface SessionUser {
  nickname: string;
  email: string;
  /** Equals role; the spec's session carries it as userType. */
  userType: Role;
  role: Role;
  lastSession: string | null;
  profile: Profile;
  darkMode: boolean;
  settings: UserSettings;
}

export interface Session extends SessionUser {
  token: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface SignupPayload {
  nickname: string;
  email: string;
  password: string;
  invitationId: string;
  id: string;
}

export interface AddToCartPayload {
  currencyId: number;
  cartId: string;
  cartItemId: string;
  productId: number;
  quantity: number;
}

export interface Invitation {
  code: string;
  createdAt: string;
  expiresAt: string | null;
  revoked: boolean;
  usedAt: string | null;
  usedBy: { nickname: string; email: string } | null;
  issuer: { nickname: string; email: string } | null;
}

export interface ContactPayload {
  name: string;
  email: string;
  phone_number: string;
  message: string;
}

export type FilterOperator = 'EQUAL' | 'LIKE' | 'GTE' | 'LTE';

export interface ProductFilter {
  field: string;
  operator: FilterOperator;
  value: string | number | boolean;
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'title';

export interface ProductQuery {
  filters?: ProductFilter[];
  pageNumber?: number;
  pageSize?: number;
  sort?: ProductSort;
}

export interface ProductInput {
  title: string;
  description: string;
  type: string;
  vendor?: string;
  imageUrl: string;
  imageHoverUrl: string;
  newPrice: number;
  oldPrice: number;
  offer: boolean;
  onSale: boolean;
  newProduct: boolean;
  discount: boolean;
  discountOff: number;
  stock: number;
  unit?: string;
  categoryIds?: number[];
}

export interface Paged {
  total: number;
  totalPages: number;
  pageSize: number;
  pageNumber: number;
}

export interface OrderList extends Paged {
  orders: Order[];
}

export interface Customer {
  id: number;
  nickname: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string;
  totalOrders: number;
  totalItems: number;
  totalAmount: number;
  createdAt: string;
}

export interface CustomerList extends Paged {
  customers: Customer[];
}

export interface Figure {
  value: number;
  previous: number;
  /** Change against the previous period, in percent. */
  change: number;
}

/** A metric of GET /api/admin/vitals: its 75th percentile (ms, or the CLS score) and sample count. */
export interface VitalFigure {
  p75: number;
  count: number;
}

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** Shoppers' Core Web Vitals per route pattern over the last `days` days, busiest first. */
export interface VitalsReport {
  days: number;
  pages: {
    route: string;
    remote: string;
    count: number;
    metrics: Partial<Record<VitalName, VitalFigure>>;
  }[];
}

export interface Dashboard {
  cards: { revenue: Figure; orders: Figure; newCustomers: Figure; deliveries: Figure };
  monthlyRevenue: { month: number; revenue: number; netProfit: number; freeCashFlow: number }[];
  productTrends: { month: number; created: number; sold: number }[];
  salesByDate: { date: string; amount: number; income: number }[];
}

export interface AdminNotification {
  id: string;
  kind: 'order' | 'signup';
  /** The notification as an English sentence; clients compose their own from kind, name and amount. */
  title: string;
  /** The order's first and last name, or the nickname that signed up. */
  name: string;
  /** The order total in major units; only on `order`. */
  amount?: number;
  createdAt: string;
}

export interface ShopSettings {
  invitationsPerUser: number;
  taxRate: number;
  shipping: number;
}
