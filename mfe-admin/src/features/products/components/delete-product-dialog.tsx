import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type Product } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { errorMessage } from '../../../lib/error-message';
import { useProductMutations } from '../api';

/** Asks before deleting; the card leaves the grid at once and comes back if the API refuses. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { remove } = useProductMutations();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    onClose();
    try {
      await remove(product.id);
      toast(t('products.deleted'), 'success');
    } catch (error) {
      toast(errorMessage(error, t('common.failed')), 'error');
    }
  }

  return (
    <Dialog title={t('products.deleteTitle')} onClose={onClose} size="sm">
      <p>{t('products.deleteConfirm', { title: product.title })}</p>
      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          disabled={busy}
          onClick={confirm}
        >
          {t('products.delete')}
        </button>
      </div>
    </Dialog>
  );
}
