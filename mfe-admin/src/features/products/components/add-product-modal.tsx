import type { FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { newProductRules, toast } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { COUNT, MONEY, PERCENT } from '../product-types';
import { FormActions } from '../../../components/form-actions';
import { useAction } from '../../../lib/use-action';
import { useProductMutations } from '../api';
import { Field, useForm } from '@shop/ui';
import { addProductOpenAtom } from '../state';
import { ADD_PRODUCT_DEFAULTS, toProductInput } from './add-product-form';
import { ImageField } from './image-field';
import { ProductTextFields } from './product-text-fields';
import { refusalKey, translationNames } from './product-texts';
import { TypeSelect } from './type-select';

/** The Add Products form: its state lives here, so closing the modal also resets it. */
function AddProductForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { create } = useProductMutations();
  const { values, errors, set, bind, flag, trySubmit, reset } = useForm(ADD_PRODUCT_DEFAULTS, {
    rules: newProductRules,
    crossCheck: translationNames,
  });
  const { isMutating, trigger } = useAction('admin/products/create', async () => {
    await create(toProductInput(values));
    return t('products.created');
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.imageUrl || errors.imageHoverUrl) toast(t('upload.missing'), 'warning');
    if (!trySubmit()) return toast(t(refusalKey(errors)), 'error');
    if (!(await trigger())) return;
    reset();
    onDone();
  }

  const f = (key: string) => t(`products.fields.${key}`);
  return (
    <form className="admin-form admin-form-grid" onSubmit={submit} noValidate>
      <ImageField
        label={f('imageUrl')}
        url={values.imageUrl}
        onUploaded={(url) => set('imageUrl', url)}
      />
      <ImageField
        label={f('imageHoverUrl')}
        url={values.imageHoverUrl}
        onUploaded={(url) => set('imageHoverUrl', url)}
      />
      <ProductTextFields values={values} field={bind} nameLabel="title" />
      <TypeSelect label={f('type')} {...bind('type')} />
      <Field prefix="admin" label={f('oldPrice')} {...MONEY} {...bind('oldPrice')} />
      <Field prefix="admin" label={f('newPrice')} {...MONEY} {...bind('newPrice')} />
      <Field prefix="admin" label={f('discountOff')} {...PERCENT} {...bind('discountOff')} />
      <Field prefix="admin" label={f('stock')} {...COUNT} {...bind('stock')} />
      <fieldset className="admin-flags">
        <legend>{f('flags')}</legend>
        <Field prefix="admin" label={f('offer')} {...flag('offer')} />
        <Field prefix="admin" label={f('discount')} {...flag('discount')} />
        <Field prefix="admin" label={f('onSale')} {...flag('onSale')} />
        <Field prefix="admin" label={f('newProduct')} {...flag('newProduct')} />
      </fieldset>
      <FormActions submit={t('products.create')} busy={isMutating} onCancel={onDone} />
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
  const setOpen = useSetAtom(addProductOpenAtom);
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
