import { useEffect } from 'react';
import { checkoutRules, type CustomerDetails } from '@shop/contracts';
import { useForm, type Form } from '@shop/ui';

export type BillingField = keyof CustomerDetails;
/** The fields as typed so far: any text, until checkoutRules accept them all. */
type BillingValues = Record<BillingField, string>;

const EMPTY: BillingValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};

/**
 * The billing form (the shops's one form hook with the contract's checkout rules), validated on
 * every change (spec section 5) and pre-filled, once known, with what the shop already knows
 * into the fields the shopper has not typed in yet. A field shows its error from its first
 * change or after a submit attempt; validity covers the whole form from the start, so Place
 * Order is disabled until every field is right.
 */
export function useBillingForm(prefill?: Partial<CustomerDetails>) {
  const form = useForm(EMPTY, { rules: checkoutRules, showErrors: 'change' });
  const { fill } = form;
  useEffect(() => {
    if (prefill) fill(prefill);
  }, [prefill, fill]);
  return form;
}

export type BillingForm = Form<BillingValues>;
