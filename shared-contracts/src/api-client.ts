import type { Language } from '@shop/contracts/languages';
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

/** A query string (`?…` or '') with `lang=` added when a language is given. */
const withLang = (query: string, language: Language | undefined) =>
  language ? `${query}${query ? '&' : '?'}lang=${encodeURIComponent(language)}` : query;

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

  type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
  type CallOptions = NonNullable<Parameters<typeof request>[3]> & {
    body?: unknown;
    path?: Record<string, string | number>;
    query?: string;
  };
  const enc = encodeURIComponent;
  /**
   * Calls a route as the generated `paths` name it ('/api/product/{id}'), so its reply is typed
   * by the API's schemas: `path` fills the route's parameters, `query` is appended as given.
   */
  const call = <P extends ApiPath, M extends Verb>(
    method: M,
    route: P,
    { body, path = {}, query = '', ...options }: CallOptions = {},
  ) => {
    const url = route
      .replace(/^\/api\/|\/$/g, '')
      .replace(/\{(\w+)\}/g, (_, name: string) => enc(String(path[name])));
    return request<ApiReply<P, M>>(method.toUpperCase() as Method, url + query, body, options);
  };

  return {
    request,
    login: (payload: LoginPayload) => call('post', '/api/auth/login', { body: payload }),
    /** Ends the session of the token on the server (the shell forgets it either way). */
    logout: () => call('post', '/api/auth/logout', { ownsSession: false }),
    signup: (payload: SignupPayload) => call('post', '/api/auth/signup', { body: payload }),
    forgotPassword: (email: string) =>
      call('post', '/api/auth/forgot-password', { body: { email } }),
    resetPassword: (token: string, password: string) =>
      call('post', '/api/auth/reset-password', { body: { token, password } }),
    me: () => call('get', '/api/user/me'),
    userSettings: () => call('get', '/api/user/settings'),
    updateSettings: (settings: ApiBody<'/api/user/settings', 'put'>) =>
      call('put', '/api/user/settings', { body: settings }),
    updateProfile: (profile: ApiBody<'/api/user/profile', 'put'>) =>
      call('put', '/api/user/profile', { body: profile }),

    /** The category tree, its names in `language` (the API's default, English, without one). */
    categories: (language?: Language) =>
      call('get', '/api/categories-containing-products', {
        query: language ? `?lang=${enc(language)}` : '',
      }),
    /**
     * Product replies carry names and descriptions in `language` (English without one, or
     * where staff did not translate): a cache key of one of them includes the language.
     */
    products: (query: ProductQuery = {}, language?: Language) =>
      call('get', '/api/products', { query: withLang(toQueryString(query), language) }),
    product: (id: number | string, language?: Language) =>
      call('get', '/api/product/{id}', { path: { id }, query: withLang('', language) }),
    /** Counts one view of a product's page (its page sends it once per visit). */
    recordView: (id: number | string) => call('post', '/api/product/{id}/view', { path: { id } }),
    relatedProducts: (categoryId: number, excludeId?: number, language?: Language) =>
      call('get', '/api/related-products', {
        query: withLang(
          `${toQueryString({
            filters: [{ field: 'categories_id', operator: 'EQUAL', value: categoryId }],
          })}${excludeId === undefined ? '' : `&excludeId=${excludeId}`}`,
          language,
        ),
      }),
    popularProducts: (language?: Language) =>
      call('get', '/api/popular-products', { query: withLang('', language) }),
    bestSellingProducts: (language?: Language) =>
      call('get', '/api/best-selling-products', { query: withLang('', language) }),
    recentProducts: (language?: Language) =>
      call('get', '/api/recent-products', { query: withLang('', language) }),
    search: (q: string, limit = 8, language?: Language) =>
      call('get', '/api/search', { query: withLang(`?q=${enc(q)}&limit=${limit}`, language) }),

    /** The cart, its products named in `language`. */
    cart: (language?: Language) => call('get', '/api/cart/', { query: withLang('', language) }),
    addToCart: (payload: AddToCartPayload) =>
      call('post', '/api/cart/add-product', { body: payload }),
    setCartQuantity: (lineId: string, quantity: number, language?: Language) =>
      call('patch', '/api/cart/items/{id}', {
        path: { id: lineId },
        body: { quantity },
        query: withLang('', language),
      }),
    removeFromCart: (lineId: string, language?: Language) =>
      call('delete', '/api/cart/items/{id}', {
        path: { id: lineId },
        query: withLang('', language),
      }),
    /**
     * Places the order. `idempotencyKey` names the checkout attempt: every retry of one attempt
     * sends the same key, and the API answers a repeat with the order the first placed.
     */
    checkout: (
      customerDetails: CustomerDetails,
      paymentMethod = 'Direct Order',
      idempotencyKey?: string,
    ) =>
      call('post', '/api/checkout', {
        body: { customerDetails, paymentMethod },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
    myOrders: () => call('get', '/api/orders'),
    /** The caller's billing details of their latest order (null before the first). */
    lastBilling: () => call('get', '/api/orders/last-billing'),
    trackOrder: (orderId: string, email: string) =>
      call('get', '/api/track-order', { query: `?orderId=${enc(orderId)}&email=${enc(email)}` }),

    contact: (payload: ContactPayload) => call('post', '/api/contact', { body: payload }),
    newsletter: (email: string) => call('post', '/api/newsletter', { body: { email } }),
    invitations: () => call('get', '/api/invitations/'),
    createInvitation: () => call('post', '/api/invitations/'),

    admin: {
      products: (q = '', pageNumber = 1, pageSize = 12) =>
        call('get', '/api/admin/products', {
          query: `?q=${enc(q)}&pageNumber=${pageNumber}&pageSize=${pageSize}`,
        }),
      createProduct: (input: ProductInput) => call('post', '/api/admin/products', { body: input }),
      updateProduct: (id: number, input: Partial<ProductInput>) =>
        call('put', '/api/admin/products/{id}', { path: { id }, body: input }),
      deleteProduct: (id: number) => call('delete', '/api/admin/products/{id}', { path: { id } }),
      categories: () => call('get', '/api/admin/categories'),
      createCategory: (input: ApiBody<'/api/admin/categories', 'post'>) =>
        call('post', '/api/admin/categories', { body: input }),
      updateCategory: (id: number, names: Partial<CategoryNames>) =>
        call('put', '/api/admin/categories/{id}', { path: { id }, body: names }),
      upload: (file: Blob, name = 'image') => {
        const form = new FormData();
        form.append('file', file, name);
        return call('post', '/api/admin/uploads', { body: form });
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
        return call('get', '/api/admin/orders', { query: qs ? `?${qs}` : '' });
      },
      setOrderStatus: (id: string, status: OrderStatus) =>
        call('patch', '/api/admin/orders/{id}', { path: { id }, body: { status } }),
      customers: (pageNumber = 1, pageSize = 20, q = '') =>
        call('get', '/api/admin/customers', {
          query: `?pageNumber=${pageNumber}&pageSize=${pageSize}&q=${enc(q)}`,
        }),
      dashboard: () => call('get', '/api/admin/dashboard'),
      notifications: () => call('get', '/api/admin/notifications'),
      settings: () => call('get', '/api/admin/settings'),
      updateSettings: (settings: Partial<ShopSettings>) =>
        call('put', '/api/admin/settings', { body: settings }),
      invitations: () => call('get', '/api/admin/invitations'),
      createInvitations: (count = 1, expiresInDays?: number) =>
        call('post', '/api/admin/invitations', { body: { count, expiresInDays } }),
      revokeInvitation: (code: string) =>
        call('delete', '/api/admin/invitations/{code}', { path: { code } }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
