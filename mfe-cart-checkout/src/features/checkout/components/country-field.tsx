import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@shop/contracts';
import type { BillingForm } from '../hooks/use-billing-form';

/** The spec's six countries; the value sent is the English name, the label is translated. */
export function CountryField({ form }: { form: BillingForm }) {
  const { t } = useTranslation();
  const error = form.visibleError('country');
  return (
    <div className="cart-field">
      <label htmlFor="checkout-country">
        {t('checkout.fields.country')}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id="checkout-country"
        name="country"
        autoComplete="country-name"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-country-error' : undefined}
        value={form.values.country}
        onChange={(event) => form.change('country', event.target.value)}
        onBlur={() => form.blur('country')}
      >
        <option value="">{t('checkout.chooseCountry')}</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`countries.${country}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id="checkout-country-error" className="cart-field__error">
          {t(`validation.${error}`)}
        </p>
      )}
    </div>
  );
}
