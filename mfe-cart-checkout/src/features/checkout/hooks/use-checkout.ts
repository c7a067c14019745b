import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { v4 as uuid } from 'uuid';
import {
  announceCartChange,
  CART_EMPTY,
  toast,
  type CustomerDetails,
  type Order,
  notifyError,
  serverAnswer,
} from '@shop/contracts';
import { usePlaceOrder } from '../api';
import { useBillingForm } from './use-billing-form';
import { useBillingPrefill } from './use-billing-prefill';

/** The checkout's name on the event bus (the cart feature refreshes on its announcements). */
const SOURCE = 'mfe-cart-checkout/checkout';

/** Spec section 9: the shopper is taken home 3 seconds after the order is placed. */
const REDIRECT_AFTER_ORDER_MS = 3000;

/** The checkout's flow: validate, place the order once, confirm, empty the cart, go home. */
export function useCheckout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useBillingForm(useBillingPrefill());
  const { trigger, isMutating } = usePlaceOrder();
  // One key per checkout attempt, kept across its retries (a second click, a retry after a
  // lost answer): the API places one order for it. A new visit to checkout is a new attempt.
  const [attempt] = useState(() => uuid());
  const [placed, setPlaced] = useState<Order | null>(null);
  // State updates land after the event; the ref stops a second click in the same frame.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!placed) return undefined;
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_AFTER_ORDER_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!form.trySubmit()) {
      toast(t('checkout.fillupForm'), 'error');
      return;
    }
    inFlight.current = true;
    try {
      // Valid: every field passed checkoutRules, so the country is one of COUNTRIES.
      const order = await trigger({ details: form.values as CustomerDetails, attempt });
      toast(t('checkout.submitted'), 'success');
      announceCartChange(SOURCE, 0);
      setPlaced(order);
    } catch (error) {
      const answer = serverAnswer(error);
      if (answer?.status === 400 && answer.message === CART_EMPTY) {
        toast(t('checkout.cartEmpty'), 'error');
        announceCartChange(SOURCE);
      } else notifyError(error, t('errors.placeOrder'));
    } finally {
      inFlight.current = false;
    }
  };

  return { form, submit, submitting: isMutating, placed };
}
