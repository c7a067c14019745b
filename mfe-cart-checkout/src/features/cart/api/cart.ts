import { useEffect } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  CART_NOT_FOUND,
  LANGUAGES,
  type ApiClient,
  type Cart,
  type Language,
  notifyError,
  serverAnswer,
} from '@shop/contracts';
import { useApi, useHydrating, useSession } from '@shop/ui';
import { onForeignCartChange } from './cart-events';

export const EMPTY_CART: Cart = {
  id: '',
  products: [],
  totals: { subtotal: 0, tax: 0, shipping: 0, shippingTax: 0, total: 0 },
  count: 0,
};

/**
 * The token is part of the key so that a visitor never sees the cart of the one before; the
 * language, so that a switch fetches the products' names in the new one.
 */
export const cartKey = (token: string, language: Language) => ['cart', token, language] as const;

/** The page's language as the API names it; English for anything else. */
export function cartLanguage(language: string | undefined): Language {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return LANGUAGES.find((known) => known === base) ?? 'en';
}

/** GET cart. A visitor who never added anything has no cart yet: that is an empty cart, not an error. */
async function getCart(api: ApiClient, language: Language): Promise<Cart> {
  try {
    return await api.cart(language);
  } catch (error) {
    const answer = serverAnswer(error);
    if (answer?.status === 404 && answer.message === CART_NOT_FOUND) return EMPTY_CART;
    throw error;
  }
}

/**
 * The visitor's cart (the empty cart, without any call, for an anonymous visitor; loading while
 * a page the server rendered without it hydrates). It
 * revalidates whenever another app (or the checkout) announces `cart:changed`, showing the
 * count the announcement carries meanwhile.
 */
export function useCart() {
  const api = useApi();
  const session = useSession();
  const { t, i18n } = useTranslation();
  const language = cartLanguage(i18n.language);
  const key = session ? cartKey(session.token, language) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => getCart(api, language), {
    onError: (failure) => notifyError(failure, t('errors.fetchCart')),
  });

  useEffect(() => {
    if (!key) return undefined;
    // The announced count shows at once; the cart itself is fetched again behind it.
    return onForeignCartChange(
      (count) =>
        void mutate((cart) => (cart && count !== undefined ? { ...cart, count } : cart), {
          revalidate: true,
        }),
    );
    // The key is an array rebuilt on every render; the token and language identify it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.token, language, mutate]);

  // The server renders the cart's pages without the cart: hydrating, they start as it did.
  const hydrating = useHydrating();
  if (hydrating) {
    return { cart: undefined, error: undefined, isLoading: true, failed: false, retry: () => {} };
  }
  return {
    cart: key ? data : EMPTY_CART,
    error: error as unknown,
    isLoading: key ? isLoading : false,
    /** No cart to show because the call failed: "could not load", never "Empty." or 0. */
    failed: key !== null && data === undefined && error !== undefined,
    retry: () => void mutate(),
  };
}
