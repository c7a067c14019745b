import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '@shop/contracts';
import type { BillingForm } from '../hooks/use-billing-form';

/** The spec's six countries; the value sent is the ISO code, the label the page's language's name. */
export function CountryField({ form }: { form: BillingForm }) {
  const { t, i18n } = useTranslation();
  const error = form.error('country');
  return (
    <div className="cart-field">
      <label htmlFor="checkout-country">
        {t('checkout.fields.country')}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id="checkout-country"
        autoComplete="country"
        required
        aria-describedby={error ? 'checkout-country-error' : undefined}
        {...form.field('country')}
      >
        <option value="">{t('checkout.chooseCountry')}</option>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, i18n.language)}
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
