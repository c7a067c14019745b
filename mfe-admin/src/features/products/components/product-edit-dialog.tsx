import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { productRules, toast, type Product, type ProductInput } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { COUNT, MONEY, PERCENT } from '../product-types';
import { FormActions } from '../../../components/form-actions';
import { useAction } from '../../../lib/use-action';
import { useProductMutations } from '../api';
import { Field, useForm } from '@shop/ui';
import { CategoryPicker } from './category-picker';
import { ImageField } from './image-field';
import { ProductTextFields } from './product-text-fields';
import {
  refusalKey,
  textInput,
  textValues,
  translationNames,
  type ProductTextValues,
} from './product-texts';
import { TypeSelect } from './type-select';

interface EditValues extends ProductTextValues {
  imageUrl: string;
  unit: string;
  oldPrice: string;
  newPrice: string;
  discountOff: string;
  stock: string;
  type: string;
  categoryIds: number[];
}

const toValues = (p: Product): EditValues => ({
  ...textValues(p),
  imageUrl: p.imageUrl,
  unit: p.unit,
  oldPrice: String(p.oldPrice),
  newPrice: String(p.newPrice),
  discountOff: String(p.discountOff),
  stock: String(p.stock),
  type: p.type,
  categoryIds: p.categories.map((c) => c.id),
});

const toInput = (v: EditValues): Partial<ProductInput> => ({
  ...textInput(v),
  imageUrl: v.imageUrl,
  unit: v.unit,
  oldPrice: Number(v.oldPrice),
  newPrice: Number(v.newPrice),
  discountOff: Number(v.discountOff),
  stock: Number(v.stock),
  type: v.type,
  categoryIds: v.categoryIds,
});

/** The Edit form dialog of the spec, which really saves. */
export function ProductEditDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const { update } = useProductMutations();
  const { values, errors, set, bind, trySubmit } = useForm(() => toValues(product), {
    rules: productRules,
    crossCheck: translationNames,
  });
  const { isMutating, trigger } = useAction('admin/products/update', async () => {
    await update(product.id, toInput(values));
    return t('products.updated');
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return toast(t(refusalKey(errors)), 'error');
    if (await trigger()) onClose();
  }

  const f = (key: string) => t(`products.fields.${key}`);
  return (
    <Dialog title={t('products.editTitle')} onClose={onClose} size="lg">
      <form className="admin-form admin-form-grid" onSubmit={submit} noValidate>
        <ImageField
          label={f('image')}
          url={values.imageUrl}
          onUploaded={(url) => set('imageUrl', url)}
        />
        <ProductTextFields values={values} field={bind} />
        <Field prefix="admin" label={f('unit')} {...bind('unit')} />
        <Field prefix="admin" label={f('price')} {...MONEY} required {...bind('oldPrice')} />
        <Field prefix="admin" label={f('salePrice')} {...MONEY} required {...bind('newPrice')} />
        <Field prefix="admin" label={f('discountPercent')} {...PERCENT} {...bind('discountOff')} />
        <Field prefix="admin" label={f('quantity')} {...COUNT} {...bind('stock')} />
        <TypeSelect label={f('productType')} placeholder {...bind('type')} />
        <CategoryPicker value={values.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
        <FormActions submit={t('products.update')} busy={isMutating} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
