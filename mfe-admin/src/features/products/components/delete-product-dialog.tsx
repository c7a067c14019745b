import { useTranslation } from 'react-i18next';
import { nameIn } from './product-texts';
import type { Product } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { useAction } from '../../../lib/use-action';
import { useProductMutations } from '../api';

/** Asks before deleting; the card leaves the grid at once and comes back if the API refuses. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = nameIn(product, i18n.language);
  const { remove } = useProductMutations();
  const { trigger } = useAction('admin/products/delete', async () => {
    await remove(product.id);
    return t('products.deleted');
  });

  return (
    <Dialog title={t('products.deleteTitle')} onClose={onClose} size="sm">
      <p>{t('products.deleteConfirm', { title: name })}</p>
      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          onClick={() => {
            onClose();
            void trigger();
          }}
        >
          {t('products.delete')}
        </button>
      </div>
    </Dialog>
  );
}
