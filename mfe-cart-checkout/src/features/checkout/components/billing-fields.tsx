import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shop/contracts';
import { Field, type FieldProps } from '@shop/ui';
import type { BillingField as Name, BillingForm } from '../hooks/use-billing-form';

export function BillingFields({ form }: { form: BillingForm }) {
  const { t } = useTranslation();
  const field = (
    name: Name,
    autoComplete: HTMLInputAutoCompleteAttribute,
    more?: Partial<FieldProps>,
  ) => (
    <Field
      prefix="cart"
      id={`checkout-${name}`}
      label={t(`checkout.fields.${name}`)}
      autoComplete={autoComplete}
      required
      {...more}
      {...form.bind(name)}
    />
  );
  // The spec's six countries: the value sent is the ISO code, the label the page language's name
  // (from the texts, not Intl.DisplayNames, whose region data takes a phone ~0.2 s to load).
  const countries = [
    { value: '', label: t('checkout.chooseCountry') },
    ...COUNTRY_CODES.map((code) => ({ value: code, label: t(`checkout.countries.${code}`) })),
  ];
  return (
    <fieldset className="checkout-billing">
      <legend>{t('checkout.billingTitle')}</legend>
      <p className="checkout-hint">{t('checkout.requiredHint')}</p>
      <div className="checkout-grid">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
        {field('email', 'email', { type: 'email' })}
        {field('phone', 'tel', { type: 'tel' })}
      </div>
      {field('address', 'street-address')}
      <div className="checkout-grid">
        {field('city', 'address-level2')}
        {field('state', 'address-level1')}
        {field('zip', 'postal-code')}
        {field('country', 'country', { options: countries })}
      </div>
    </fieldset>
  );
}
