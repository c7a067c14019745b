import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@shop/contracts';
import type { BillingForm } from '../hooks/use-billing-form';

/** The spec's six countries; the value sent is the English name, the label is translated. */
export function CountryField({ form }: { form: BillingForm }) {
  const { t } = useTranslation();
  const error = form.error('country');
  return (
    <div className="cart-field">
      <label htmlFor="checkout-country">
        {t('checkout.fields.country')}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id="checkout-country"
        autoComplete="country-name"
        required
        aria-describedby={error ? 'checkout-country-error' : undefined}
        {...form.field('country')}
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
          {error}
        </p>
      )}
    </div>
  );
}
