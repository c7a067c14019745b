import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingField as Field, BillingForm } from '../hooks/use-billing-form';

export interface BillingFieldProps {
  form: BillingForm;
  name: Field;
  type?: 'text' | 'email' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
}

/** A labelled billing input whose error is tied to it (aria-invalid, aria-describedby). */
export function BillingField({ form, name, type = 'text', autoComplete }: BillingFieldProps) {
  const { t } = useTranslation();
  const id = `checkout-${name}`;
  const error = form.error(name);
  return (
    <div className="cart-field">
      <label htmlFor={id}>
        {t(`checkout.fields.${name}`)}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.field(name)}
      />
      {error && (
        <p id={`${id}-error`} className="cart-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
