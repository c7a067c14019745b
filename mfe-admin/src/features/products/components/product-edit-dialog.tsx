import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type Product, type ProductInput } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { COUNT, Field, MONEY, PERCENT } from '../../../components/fields';
import { FormActions } from '../../../components/form-actions';
import { useAction } from '../../../lib/use-action';
import { useProductMutations } from '../api';
import { useForm } from '@shop/ui';
import { CategoryPicker } from './category-picker';
import { ImageField } from './image-field';
import { ProductTextFields } from './product-text-fields';
import { textInput, textProblem, textValues, type ProductTextValues } from './product-texts';
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
  const { values, set, field } = useForm(() => toValues(product));
  const { isMutating, trigger } = useAction('admin/products/update', async () => {
    await update(product.id, toInput(values));
    return t('products.updated');
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = textProblem(values);
    if (problem === 'name') return toast(t('products.fillup'), 'error');
    if (problem) return toast(t('products.translationNeedsName'), 'error');
    if (await trigger()) onClose();
  }

  const f = (key: string) => t(`products.fields.${key}`);
  return (
    <Dialog title={t('products.editTitle')} onClose={onClose} size="lg">
      <form className="admin-form admin-form-grid" onSubmit={submit}>
        <ImageField
          label={f('image')}
          url={values.imageUrl}
          onUploaded={(url) => set('imageUrl', url)}
        />
        <ProductTextFields values={values} field={field} />
        <Field label={f('unit')} {...field('unit')} />
        <Field label={f('price')} {...MONEY} required {...field('oldPrice')} />
        <Field label={f('salePrice')} {...MONEY} required {...field('newPrice')} />
        <Field label={f('discountPercent')} {...PERCENT} {...field('discountOff')} />
        <Field label={f('quantity')} {...COUNT} {...field('stock')} />
        <TypeSelect label={f('productType')} placeholder {...field('type')} />
        <CategoryPicker value={values.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
        <FormActions submit={t('products.update')} busy={isMutating} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
