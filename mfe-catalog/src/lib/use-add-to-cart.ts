import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v4 as uuid } from 'uuid';
import { announceCartChange, toast, notifyError } from '@shop/contracts';
import { useApi, useSession } from '@shop/contracts/react';

export interface AddToCartOptions {
  /** The product page's wording and duration differ from the lists' (spec section 8). */
  successMessage: string;
  autoHideMs?: number;
}

/** Adds a product to the signed-in visitor's cart and tells every cart view to revalidate. */
export function useAddToCart({ successMessage, autoHideMs }: AddToCartOptions) {
  const api = useApi();
  const session = useSession();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (productId: number, quantity: number): Promise<boolean> => {
      if (!session) return false;
      setPending(true);
      try {
        const cart = await api.addToCart({
          currencyId: session.settings.currencyId,
          cartId: uuid(),
          cartItemId: uuid(),
          productId,
          quantity,
        });
        announceCartChange('mfe-catalog', cart?.count);
        toast(successMessage, 'success', autoHideMs);
        return true;
      } catch (error) {
        notifyError(error, t('errors.addToCart'));
        return false;
      } finally {
        setPending(false);
      }
    },
    [api, session, successMessage, autoHideMs, t],
  );

  return { add, pending };
}
