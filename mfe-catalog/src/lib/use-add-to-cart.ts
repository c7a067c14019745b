import { useCallback, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { v4 as uuid } from 'uuid';
import { announceCartChange, toast, notifyError } from '@shop/contracts';
import { afterNextPaint, useApi, useShellValue } from '@shop/ui';

export interface AddToCartOptions {
  /** The product page's wording and duration differ from the lists' (spec section 8). */
  successMessage: string;
  autoHideMs?: number;
}

/**
 * Adds a product to the signed-in visitor's cart and tells every cart view to revalidate;
 * `trigger` answers whether it was added. While one add runs, another press adds nothing: the
 * button shows itself busy (aria-disabled) rather than disabled, which would take the keyboard's
 * focus away from it.
 */
export function useAddToCart({ successMessage, autoHideMs }: AddToCartOptions) {
  const api = useApi();
  // What the request needs of the session, not the session: a card renders again when the
  // currency it buys in changes, not when the user's details answer.
  const signedIn = useShellValue((props) => props.session !== null);
  const currencyId = useShellValue((props) => props.session?.settings.currencyId);
  const { t } = useTranslation();
  const adding = useRef(false);
  const mutation = useSWRMutation(
    'cart/add',
    async (_key, { arg }: { arg: { productId: number; quantity: number } }) => {
      if (!signedIn) return false;
      // The button's pending state paints in the tap's own frame; the request starts after it.
      await afterNextPaint();
      const cart = await api.addToCart({
        currencyId,
        cartId: uuid(),
        cartItemId: uuid(),
        ...arg,
      });
      announceCartChange('mfe-catalog', cart?.count);
      return true;
    },
    {
      onSuccess: (added) => added && toast(successMessage, 'success', autoHideMs),
      onError: (error: unknown) => notifyError(error, t('errors.addToCart')),
      throwOnError: false,
    },
  );
  const { trigger: add } = mutation;
  const trigger = useCallback(
    async (arg: { productId: number; quantity: number }) => {
      if (adding.current) return false;
      adding.current = true;
      try {
        return (await add(arg)) ?? false;
      } finally {
        adding.current = false;
      }
    },
    [add],
  );
  return { trigger, isMutating: mutation.isMutating };
}
