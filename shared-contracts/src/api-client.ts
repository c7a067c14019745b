import type { Language } from './remotes';
import { emit } from './events';
import { toQueryString } from './product-query';
import type {
  AdminCategory,
  CategoryNames,
  AddToCartPayload,
  Cart,
  CategoryNode,
  ContactPayload,
  CustomerDetails,
  CustomerList,
  Dashboard,
  AdminNotification,
  Invitation,
  LoginPayload,
  Order,
  OrderList,
  OrderStatus,
  Product,
  ProductInput,
  ProductList,
  ProductQuery,
  Session,
  SessionUser,
  ShopSettings,
  SignupPayload,
  UserSettings,
  Profile,
} from './types';

export const EXPIRED_TOKEN = 'Expired token';
/** The API's answer to a token whose session ended: logout, a new password or role, deletion. */
export const SESSION_ENDED = 'Session ended';
export const CART_NOT_FOUND = 'Cart not found';
/** Checkout's 400 when the cart has no lines (or is gone): the order was not placed. */
export const CART_EMPTY = 'Cart is empty';

/** An answer that was not 2xx (status > 0) or no answer at all (status 0, `network` true). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get network(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function createApiClient({ baseUrl, getToken, fetch: fetchImpl }: ApiClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');

  /**
   * A token the API refuses (expired, its session ended, or not valid at all) raises
   * `session:expired`, so the shell signs the visitor out with a message; `ownsSession: false`
   * is for the call that ends the session itself.
   */
  async function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    {
      ownsSession = true,
      headers: extraHeaders = {},
    }: { ownsSession?: boolean; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(`${root}/${path.replace(/^\/+/, '')}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('Network error', 0);
    }
    if (response.status === 204) return undefined as T;
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message =
        data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
          ? (data as { error: string }).error
          : `Request failed (${response.status})`;
      const refusedToken = Boolean(token) || message === EXPIRED_TOKEN || message === SESSION_ENDED;
      if (response.status === 401 && refusedToken && ownsSession)
        emit('session:expired', { message });
      throw new ApiError(message, response.status);
    }
    return data as T;
  }

  const get = <T>(path: string) => request<T>('GET', path);
  const enc = encodeURIComponent;

  return {
    request,
    login: (payload: LoginPayload) => request<Session>('POST', 'auth/login', payload),
    /** Ends the session of the token on the server (the shell forgets it either way). */
    logout: () => request<void>('POST', 'auth/logout', undefined, { ownsSession: false }),
    signup: (payload: SignupPayload) =>
      request<{ id: number; nickname: string; email: string }>('POST', 'auth/signup', payload),
    forgotPassword: (email: string) =>
      request<{ message: string }>('POST', 'auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      request<{ message: string }>('POST', 'auth/reset-password', { token, password }),
    me: () => get<SessionUser>('user/me'),
    userSettings: () => get<Pick<UserSettings, 'currencyId' | 'currencyCode'>>('user/settings'),
    updateSettings: (
      settings: Partial<Pick<UserSettings, 'language' | 'darkMode' | 'emailNotifications'>>,
    ) => request<UserSettings>('PUT', 'user/settings', settings),
    updateProfile: (profile: Partial<Profile> & { nickname?: string }) =>
      request<SessionUser>('PUT', 'user/profile', profile),

    /** The category tree, its names in `language` (the API's default, English, without one). */
    categories: (language?: Language) =>
      get<CategoryNode[]>(
        `categories-containing-products${language ? `?lang=${enc(language)}` : ''}`,
      ),
    products: (query: ProductQuery = {}) => get<ProductList>(`products${toQueryString(query)}`),
    product: (id: number | string) => get<Product>(`product/${enc(String(id))}`),
    relatedProducts: (categoryId: number, excludeId?: number) =>
      get<{ products: Product[] }>(
        `related-products${toQueryString({
          filters: [{ field: 'categories_id', operator: 'EQUAL', value: categoryId }],
        })}${excludeId === undefined ? '' : `&excludeId=${excludeId}`}`,
      ),
    popularProducts: () => get<{ products: Product[] }>('popular-products'),
    bestSellingProducts: () => get<{ products: Product[] }>('best-selling-products'),
    recentProducts: () => get<{ products: Product[] }>('recent-products'),
    search: (q: string, limit = 8) =>
      get<{ products: Product[] }>(`search?q=${enc(q)}&limit=${limit}`),

    cart: () => get<Cart>('cart'),
    addToCart: (payload: AddToCartPayload) => request<Cart>('POST', 'cart/add-product', payload),
    setCartQuantity: (lineId: string, quantity: number) =>
      request<Cart>('PATCH', `cart/items/${enc(lineId)}`, { quantity }),
    removeFromCart: (lineId: string) => request<Cart>('DELETE', `cart/items/${enc(lineId)}`),
    /**
     * Places the order. `idempotencyKey` names the checkout attempt: every retry of one attempt
     * sends the same key, and the API answers a repeat with the order the first placed.
     */
    checkout: (
      customerDetails: CustomerDetails,
      paymentMethod = 'Direct Order',
      idempotencyKey?: string,
    ) =>
      request<Order>(
        'POST',
        'checkout',
        { customerDetails, paymentMethod },
        idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
      ),
    myOrders: () => get<{ orders: Order[] }>('orders'),
    /** The caller's billing details of their latest order (null before the first). */
    lastBilling: () => get<{ billing: CustomerDetails | null }>('orders/last-billing'),
    trackOrder: (orderId: string, email: string) =>
      get<Order>(`track-order?orderId=${enc(orderId)}&email=${enc(email)}`),

    contact: (payload: ContactPayload) => request<{ message: string }>('POST', 'contact', payload),
    newsletter: (email: string) => request<{ message: string }>('POST', 'newsletter', { email }),
    invitations: () => get<{ remaining: number; invitations: Invitation[] }>('invitations'),
    createInvitation: () => request<Invitation>('POST', 'invitations'),

    admin: {
      products: (q = '', pageNumber = 1, pageSize = 12) =>
        get<ProductList>(
          `admin/products?q=${enc(q)}&pageNumber=${pageNumber}&pageSize=${pageSize}`,
        ),
      createProduct: (input: ProductInput) => request<Product>('POST', 'admin/products', input),
      updateProduct: (id: number, input: Partial<ProductInput>) =>
        request<Product>('PUT', `admin/products/${id}`, input),
      deleteProduct: (id: number) => request<void>('DELETE', `admin/products/${id}`),
      categories: () => get<{ categories: AdminCategory[] }>('admin/categories'),
      createCategory: (input: Partial<CategoryNames> & { title: string; parentId?: number }) =>
        request<AdminCategory>('POST', 'admin/categories', input),
      updateCategory: (id: number, names: Partial<CategoryNames>) =>
        request<AdminCategory>('PUT', `admin/categories/${id}`, names),
      upload: (file: Blob, name = 'image') => {
        const form = new FormData();
        form.append('file', file, name);
        return request<{ url: string }>('POST', 'admin/uploads', form);
      },
      orders: (
        params: {
          status?: OrderStatus | '';
          from?: string;
          to?: string;
          pageNumber?: number;
          pageSize?: number;
        } = {},
      ) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params)) {
          if (value !== undefined && value !== '') search.set(key, String(value));
        }
        const qs = search.toString();
        return get<OrderList>(`admin/orders${qs ? `?${qs}` : ''}`);
      },
      setOrderStatus: (id: string, status: OrderStatus) =>
        request<Order>('PATCH', `admin/orders/${enc(id)}`, { status }),
      customers: (pageNumber = 1, pageSize = 20, q = '') =>
        get<CustomerList>(
          `admin/customers?pageNumber=${pageNumber}&pageSize=${pageSize}&q=${enc(q)}`,
        ),
      dashboard: () => get<Dashboard>('admin/dashboard'),
      notifications: () => get<{ items: AdminNotification[] }>('admin/notifications'),
      settings: () => get<ShopSettings>('admin/settings'),
      updateSettings: (settings: Partial<ShopSettings>) =>
        request<ShopSettings>('PUT', 'admin/settings', settings),
      invitations: () => get<{ invitations: Invitation[] }>('admin/invitations'),
      createInvitations: (count = 1, expiresInDays?: number) =>
        request<{ invitations: Invitation[] }>('POST', 'admin/invitations', {
          count,
          expiresInDays,
        }),
      revokeInvitation: (code: string) =>
        request<Invitation>('DELETE', `admin/invitations/${enc(code)}`),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
