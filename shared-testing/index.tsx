/**
 * Test helpers for every frontend workspace: render inside the providers an exposed module
 * gets, with the API faked at the network edge.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore } from 'jotai';
import type { Resource } from 'i18next';
import i18next from 'i18next';
import { ensureI18n, RemoteRoot } from '@shop/ui';
import type { Language, ShellProps, ShellSession, Theme } from '@shop/contracts';
import type { Product, Cart, Order } from '@shop/contracts';
import { TEST_API_URL } from './api-server';

export function buildSession(overrides: Partial<ShellSession> = {}): ShellSession {
  return {
    status: 'ready',
    token: 'test-token',
    nickname: 'shopper',
    email: 'shopper@shop.test',
    role: 'customer',
    profile: { firstName: 'Sam', lastName: 'Shopper', avatarUrl: '' },
    settings: {
      currencyId: 1,
      currencyCode: 'BTC',
      language: 'en',
      darkMode: false,
      emailNotifications: true,
    },
    ...overrides,
  };
}

let nextId = 1;
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Product ${id}`,
    description: `Description of product ${id}`,
    type: 'T-Shirt',
    vendor: 'Acme',
    images: [
      { image_url: `/api/images/p${id}-0.svg`, image_index: 0 },
      { image_url: `/api/images/p${id}-1.svg`, image_index: 1 },
    ],
    imageUrl: `/api/images/p${id}-0.svg`,
    imageHoverUrl: `/api/images/p${id}-1.svg`,
    newPrice: 10,
    oldPrice: 12,
    offer: false,
    onSale: false,
    newProduct: false,
    new: false,
    discount: false,
    discountOff: 0,
    isDiscount: false,
    stock: 7,
    unit: 'piece',
    categories: [{ id: 1, title: 'Clothes' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildCart(lines: Array<Partial<Cart['products'][number]>> = []): Cart {
  const products = lines.map((line, i) => {
    const quantity = line.quantity ?? 1;
    const price = line.price ?? 10;
    return {
      id: `line-${i + 1}`,
      productId: i + 1,
      productName: `Product ${i + 1}`,
      productImageUrl: `/api/images/p${i + 1}-0.svg`,
      quantity,
      price,
      linePrice: Math.round(quantity * price * 100) / 100,
      ...line,
    };
  });
  const subtotal = products.reduce((s, l) => s + Math.round(l.linePrice * 100), 0) / 100;
  const shipping = products.length ? 30 : 0;
  return {
    id: 'cart-1',
    products,
    totals: {
      subtotal,
      tax: 0,
      shipping,
      shippingTax: 0,
      total: Math.round((subtotal + shipping) * 100) / 100,
    },
    count: products.reduce((s, l) => s + l.quantity, 0),
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  const cart = buildCart([{ quantity: 2, price: 10 }]);
  return {
    id: 'ord-1',
    status: 'pending',
    paymentMethod: 'Direct Order',
    customerDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+2923432432432',
      address: '1 Analytical St',
      city: 'London',
      state: 'London',
      zip: '12345',
      country: 'GB',
    },
    items: cart.products,
    totals: cart.totals,
    amount: cart.totals.total,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    userId: 2,
    ...overrides,
  };
}

export interface RenderOptions {
  route?: string;
  /** The route pattern the element is mounted at (default '*'). */
  path?: string;
  session?: ShellSession | null;
  language?: Language;
  /** The shell's theme (default 'light'). */
  theme?: Theme;
  namespace: string;
  resources: Resource;
  extraRoutes?: ReactElement;
}

/** Renders UI as an exposed module sees it: shell props, router, fresh SWR cache and jotai store. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions) {
  const shellProps: ShellProps = {
    session: options.session === undefined ? buildSession() : options.session,
    theme: options.theme ?? 'light',
    apiUrl: TEST_API_URL,
  };
  const language = options.language ?? 'en';
  if (!i18next.isInitialized) ensureI18n(options.namespace, options.resources, language);
  else if (i18next.language !== language) void i18next.changeLanguage(language);
  return render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <RemoteRoot
        shellProps={shellProps}
        namespace={options.namespace}
        resources={options.resources}
        cache={new Map()}
        store={createStore()}
      >
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
          {options.extraRoutes}
        </Routes>
      </RemoteRoot>
    </MemoryRouter>,
  );
}

export * from './api-server';
export * from './translations';
export * from './exposes';
export * from './viewport';
export * from './busy';
export * from './probes';
