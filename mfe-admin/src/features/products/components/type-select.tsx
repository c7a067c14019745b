import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '@shop/ui';
import { PRODUCT_TYPES, typeLabelKey } from '../product-types';

export type TypeSelectProps = Omit<FieldProps, 'options' | 'value' | 'prefix' | 'placeholder'> & {
  value: string;
  /** Adds the empty "Product Type" choice of the edit form. */
  placeholder?: boolean;
};

/** The type options of spec section 3, keeping a type the API holds that the list lacks. */
export function TypeSelect({ value, placeholder = false, ...select }: TypeSelectProps) {
  const { t } = useTranslation();
  const options = PRODUCT_TYPES.map((type) => ({
    value: type as string,
    label: t(`products.types.${type}`),
  }));
  if (value && !typeLabelKey(value)) options.push({ value, label: value });
  if (placeholder) options.unshift({ value: '', label: t('products.fields.productType') });
  return <Field prefix="admin" value={value} options={options} {...select} />;
}
