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
  const error = form.visibleError(name);
  return (
    <div className="cart-field">
      <label htmlFor={id}>
        {t(`checkout.fields.${name}`)}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={form.values[name]}
        onChange={(event) => form.change(name, event.target.value)}
        onBlur={() => form.blur(name)}
      />
      {error && (
        <p id={`${id}-error`} className="cart-field__error">
          {t(`validation.${error}`)}
        </p>
      )}
    </div>
  );
}
