import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type Product, type ProductInput } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { COUNT, Field, MONEY, PERCENT, TextAreaField } from '../../../components/fields';
import { FormActions } from '../../../components/form-actions';
import { useAction } from '../../../lib/use-action';
import { useProductMutations } from '../api';
import { useForm } from '@shop/contracts/react';
import { CategoryPicker } from './category-picker';
import { ImageField } from './image-field';
import { TypeSelect } from './type-select';

interface EditValues {
  imageUrl: string;
  title: string;
  description: string;
  unit: string;
  oldPrice: string;
  newPrice: string;
  discountOff: string;
  stock: string;
  type: string;
  categoryIds: number[];
}

const toValues = (p: Product): EditValues => ({
  imageUrl: p.imageUrl,
  title: p.title,
  description: p.description,
  unit: p.unit,
  oldPrice: String(p.oldPrice),
  newPrice: String(p.newPrice),
  discountOff: String(p.discountOff),
  stock: String(p.stock),
  type: p.type,
  categoryIds: p.categories.map((c) => c.id),
});

const toInput = (v: EditValues): Partial<ProductInput> => ({
  imageUrl: v.imageUrl,
  title: v.title.trim(),
  description: v.description,
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
    if (!values.title.trim()) return toast(t('products.fillup'), 'error');
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
        <Field label={f('name')} required {...field('title')} />
        <TextAreaField label={f('description')} {...field('description')} />
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
