import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { Field, TextAreaField } from '../../../components/fields';
import { errorMessage } from '../../../lib/error-message';
import { useProductMutations } from '../api';
import { addProductOpenAtom } from '../state';
import {
  ADD_PRODUCT_DEFAULTS,
  addProductProblems,
  toProductInput,
  type AddProductValues,
} from './add-product-form';
import { ImageField } from './image-field';
import { TypeSelect } from './type-select';

type TextKey = 'title' | 'oldPrice' | 'newPrice' | 'discountOff' | 'stock';
type FlagKey = 'offer' | 'discount' | 'onSale' | 'newProduct';

/** The Add Products modal: its state lives here, so closing it also resets the form. */
function AddProductForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { create } = useProductMutations();
  const [values, setValues] = useState<AddProductValues>(ADD_PRODUCT_DEFAULTS);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AddProductValues>(key: K, value: AddProductValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const flag = (key: FlagKey) => ({
    type: 'checkbox',
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { missingImages, incomplete } = addProductProblems(values);
    if (missingImages) toast(t('upload.missing'), 'warning');
    if (incomplete) return toast(t('products.fillup'), 'error');
    setSaving(true);
    try {
      await create(toProductInput(values));
      toast(t('products.created'), 'success');
      setValues(ADD_PRODUCT_DEFAULTS);
      onDone();
    } catch (error) {
      toast(errorMessage(error, t('common.failed')), 'error');
      setSaving(false);
    }
  }

  return (
    <form className="admin-form admin-form-grid" onSubmit={submit} noValidate>
      <ImageField
        label={t('products.fields.imageUrl')}
        url={values.imageUrl}
        onUploaded={(url) => set('imageUrl', url)}
      />
      <ImageField
        label={t('products.fields.imageHoverUrl')}
        url={values.imageHoverUrl}
        onUploaded={(url) => set('imageHoverUrl', url)}
      />
      <Field label={t('products.fields.title')} required {...text('title')} />
      <TypeSelect
        label={t('products.fields.type')}
        value={values.type}
        onChange={(v) => set('type', v)}
      />
      <TextAreaField
        label={t('products.fields.description')}
        value={values.description}
        onChange={(v) => set('description', v)}
      />
      <Field
        label={t('products.fields.oldPrice')}
        type="number"
        min={0}
        step="0.01"
        {...text('oldPrice')}
      />
      <Field
        label={t('products.fields.newPrice')}
        type="number"
        min={0}
        step="0.01"
        {...text('newPrice')}
      />
      <Field
        label={t('products.fields.discountOff')}
        type="number"
        min={0}
        max={100}
        {...text('discountOff')}
      />
      <Field label={t('products.fields.stock')} type="number" min={0} step={1} {...text('stock')} />
      <fieldset className="admin-flags">
        <legend>{t('products.fields.flags')}</legend>
        <Field label={t('products.fields.offer')} {...flag('offer')} />
        <Field label={t('products.fields.discount')} {...flag('discount')} />
        <Field label={t('products.fields.onSale')} {...flag('onSale')} />
        <Field label={t('products.fields.newProduct')} {...flag('newProduct')} />
      </fieldset>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={saving}>
          {t('products.create')}
        </button>
        <button type="button" className="admin-button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

export function AddProductModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(addProductOpenAtom);
  if (!open) return null;
  return (
    <Dialog title={t('products.addTitle')} onClose={() => setOpen(false)} size="lg">
      <AddProductForm onDone={() => setOpen(false)} />
    </Dialog>
  );
}

/** The top bar's Add Products button. */
export function AddProductButton() {
  const { t } = useTranslation();
  const [, setOpen] = useAtom(addProductOpenAtom);
  return (
    <button
      type="button"
      className="admin-button admin-button-primary"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      {t('products.addProducts')}
    </button>
  );
}
