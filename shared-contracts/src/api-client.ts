import type { Language } from './remotes';
import { emit } from './events';
import { toQueryString } from './product-query';
import type {
  AddToCartPayload,
  ApiBody,
  ApiPath,
  ApiReply,
  CategoryNames,
  ContactPayload,
  CustomerDetails,
  LoginPayload,
  OrderStatus,
  ProductInput,
  ProductQuery,
  ShopSettings,
  SignupPayload,
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

  type Options = Parameters<typeof request>[3];
  /**
   * Calls `url`, a concrete URL of the route `route` (as the OpenAPI document names it), whose
   * reply type comes from the generated `paths`.
   */
  const call = <P extends ApiPath, M extends 'get' | 'post' | 'put' | 'patch' | 'delete'>(
    route: P,
    method: M,
    url: string,
    body?: unknown,
    options?: Options,
  ) => request<ApiReply<P, M>>(method.toUpperCase() as Method, url, body, options);
  const get = <P extends ApiPath>(route: P, url: string) => call(route, 'get', url);
  const enc = encodeURIComponent;

  return {
    request,
    login: (payload: LoginPayload) => call('/api/auth/login', 'post', 'auth/login', payload),
    /** Ends the session of the token on the server (the shell forgets it either way). */
    logout: () =>
      call('/api/auth/logout', 'post', 'auth/logout', undefined, { ownsSession: false }),
    signup: (payload: SignupPayload) => call('/api/auth/signup', 'post', 'auth/signup', payload),
    forgotPassword: (email: string) =>
      call('/api/auth/forgot-password', 'post', 'auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      call('/api/auth/reset-password', 'post', 'auth/reset-password', { token, password }),
    me: () => get('/api/user/me', 'user/me'),
    userSettings: () => get('/api/user/settings', 'user/settings'),
    updateSettings: (settings: ApiBody<'/api/user/settings', 'put'>) =>
      call('/api/user/settings', 'put', 'user/settings', settings),
    updateProfile: (profile: ApiBody<'/api/user/profile', 'put'>) =>
      call('/api/user/profile', 'put', 'user/profile', profile),

    /** The category tree, its names in `language` (the API's default, English, without one). */
    categories: (language?: Language) =>
      get(
        '/api/categories-containing-products',
        `categories-containing-products${language ? `?lang=${enc(language)}` : ''}`,
      ),
    products: (query: ProductQuery = {}) => get('/api/products', `products${toQueryString(query)}`),
    product: (id: number | string) => get('/api/product/{id}', `product/${enc(String(id))}`),
    relatedProducts: (categoryId: number, excludeId?: number) =>
      get(
        '/api/related-products',
        `related-products${toQueryString({
          filters: [{ field: 'categories_id', operator: 'EQUAL', value: categoryId }],
        })}${excludeId === undefined ? '' : `&excludeId=${excludeId}`}`,
      ),
    popularProducts: () => get('/api/popular-products', 'popular-products'),
    bestSellingProducts: () => get('/api/best-selling-products', 'best-selling-products'),
    recentProducts: () => get('/api/recent-products', 'recent-products'),
    search: (q: string, limit = 8) => get('/api/search', `search?q=${enc(q)}&limit=${limit}`),

    cart: () => get('/api/cart/', 'cart'),
    addToCart: (payload: AddToCartPayload) =>
      call('/api/cart/add-product', 'post', 'cart/add-product', payload),
    setCartQuantity: (lineId: string, quantity: number) =>
      call('/api/cart/items/{id}', 'patch', `cart/items/${enc(lineId)}`, { quantity }),
    removeFromCart: (lineId: string) =>
      call('/api/cart/items/{id}', 'delete', `cart/items/${enc(lineId)}`),
    /**
     * Places the order. `idempotencyKey` names the checkout attempt: every retry of one attempt
     * sends the same key, and the API answers a repeat with the order the first placed.
     */
    checkout: (
      customerDetails: CustomerDetails,
      paymentMethod = 'Direct Order',
      idempotencyKey?: string,
    ) =>
      call(
        '/api/checkout',
        'post',
        'checkout',
        { customerDetails, paymentMethod },
        idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
      ),
    myOrders: () => get('/api/orders', 'orders'),
    /** The caller's billing details of their latest order (null before the first). */
    lastBilling: () => get('/api/orders/last-billing', 'orders/last-billing'),
    trackOrder: (orderId: string, email: string) =>
      get('/api/track-order', `track-order?orderId=${enc(orderId)}&email=${enc(email)}`),

    contact: (payload: ContactPayload) => call('/api/contact', 'post', 'contact', payload),
    newsletter: (email: string) => call('/api/newsletter', 'post', 'newsletter', { email }),
    invitations: () => get('/api/invitations/', 'invitations'),
    createInvitation: () => call('/api/invitations/', 'post', 'invitations'),

    admin: {
      products: (q = '', pageNumber = 1, pageSize = 12) =>
        get(
          '/api/admin/products',
          `admin/products?q=${enc(q)}&pageNumber=${pageNumber}&pageSize=${pageSize}`,
        ),
      createProduct: (input: ProductInput) =>
        call('/api/admin/products', 'post', 'admin/products', input),
      updateProduct: (id: number, input: Partial<ProductInput>) =>
        call('/api/admin/products/{id}', 'put', `admin/products/${id}`, input),
      deleteProduct: (id: number) =>
        call('/api/admin/products/{id}', 'delete', `admin/products/${id}`),
      categories: () => get('/api/admin/categories', 'admin/categories'),
      createCategory: (input: ApiBody<'/api/admin/categories', 'post'>) =>
        call('/api/admin/categories', 'post', 'admin/categories', input),
      updateCategory: (id: number, names: Partial<CategoryNames>) =>
        call('/api/admin/categories/{id}', 'put', `admin/categories/${id}`, names),
      upload: (file: Blob, name = 'image') => {
        const form = new FormData();
        form.append('file', file, name);
        return call('/api/admin/uploads', 'post', 'admin/uploads', form);
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
        return get('/api/admin/orders', `admin/orders${qs ? `?${qs}` : ''}`);
      },
      setOrderStatus: (id: string, status: OrderStatus) =>
        call('/api/admin/orders/{id}', 'patch', `admin/orders/${enc(id)}`, { status }),
      customers: (pageNumber = 1, pageSize = 20, q = '') =>
        get(
          '/api/admin/customers',
          `admin/customers?pageNumber=${pageNumber}&pageSize=${pageSize}&q=${enc(q)}`,
        ),
      dashboard: () => get('/api/admin/dashboard', 'admin/dashboard'),
      notifications: () => get('/api/admin/notifications', 'admin/notifications'),
      settings: () => get('/api/admin/settings', 'admin/settings'),
      updateSettings: (settings: Partial<ShopSettings>) =>
        call('/api/admin/settings', 'put', 'admin/settings', settings),
      invitations: () => get('/api/admin/invitations', 'admin/invitations'),
      createInvitations: (count = 1, expiresInDays?: number) =>
        call('/api/admin/invitations', 'post', 'admin/invitations', {
          count,
          expiresInDays,
        }),
      revokeInvitation: (code: string) =>
        call('/api/admin/invitations/{code}', 'delete', `admin/invitations/${enc(code)}`),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
