import { useTranslation } from 'react-i18next';
import type { BillingForm } from '../hooks/use-billing-form';
import { BillingField } from './billing-field';
import { CountryField } from './country-field';

export function BillingFields({ form }: { form: BillingForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-billing">
      <legend>{t('checkout.billingTitle')}</legend>
      <p className="checkout-hint">{t('checkout.requiredHint')}</p>
      <div className="checkout-grid">
        <BillingField form={form} name="firstName" autoComplete="given-name" />
        <BillingField form={form} name="lastName" autoComplete="family-name" />
        <BillingField form={form} name="email" type="email" autoComplete="email" />
        <BillingField form={form} name="phone" type="tel" autoComplete="tel" />
      </div>
      <BillingField form={form} name="address" autoComplete="street-address" />
      <div className="checkout-grid">
        <BillingField form={form} name="city" autoComplete="address-level2" />
        <BillingField form={form} name="state" autoComplete="address-level1" />
        <BillingField form={form} name="zip" autoComplete="postal-code" />
        <CountryField form={form} />
      </div>
    </fieldset>
  );
}
