import { useEffect, useMemo, useState } from 'react';
import { checkoutRules, isValid, validate, type CustomerDetails } from '@shop/contracts';

export type BillingField = keyof CustomerDetails;
/** The fields as typed so far: any text, until checkoutRules accept them all. */
export type BillingValues = Record<BillingField, string>;

export const BILLING_FIELDS: BillingField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
];

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
 * The billing form's state, validated on every change (spec section 5), pre-filled from what
 * the shop already knows. A field shows its
 * error once it has been touched or after a submit attempt; validity covers the whole form
 * from the start, so Place Order is disabled until every field is right.
 */
export function useBillingForm(prefill?: Partial<CustomerDetails>) {
  const [values, setValues] = useState<BillingValues>(EMPTY);
  // Pre-filled once known, into the fields the shopper has not typed in yet.
  useEffect(() => {
    if (!prefill) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of BILLING_FIELDS) {
        const value = prefill[field];
        if (!current[field] && value) next[field] = value;
      }
      return next;
    });
  }, [prefill]);
  const [touched, setTouched] = useState<Partial<Record<BillingField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const errors = useMemo(() => validate(checkoutRules, values), [values]);

  return {
    values,
    errors,
    valid: isValid(errors),
    visibleError: (field: BillingField) =>
      touched[field] || attempted ? errors[field] : undefined,
    change: (field: BillingField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    blur: (field: BillingField) => setTouched((current) => ({ ...current, [field]: true })),
    markAttempted: () => setAttempted(true),
  };
}

export type BillingForm = ReturnType<typeof useBillingForm>;
