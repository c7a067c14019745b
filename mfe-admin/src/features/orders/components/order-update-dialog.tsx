import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@shop/contracts';
import { Dialog } from '../../../components/dialog';
import { useAction } from '../../../lib/use-action';
import { useSetOrderStatus } from '../api';
import { ORDER_STATUSES } from '../order-status';

/** The Order Update dialog: Delivered, Pending, Declined; Update without a choice does nothing. */
export function OrderUpdateDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetOrderStatus();
  const [choice, setChoice] = useState<OrderStatus | null>(null);
  const { isMutating, trigger } = useAction<OrderStatus>('admin/order-status', async (status) => {
    await setStatus(order.id, status);
    return t('orders.changed', { status: t(`orders.statusName.${status}`) });
  });

  async function update() {
    if (!choice || isMutating) return;
    if (await trigger(choice)) onClose();
  }

  return (
    <Dialog title={t('orders.updateTitle')} onClose={onClose} size="sm">
      <fieldset className="admin-radio-group">
        <legend>{t('orders.updateLegend', { id: order.id })}</legend>
        {ORDER_STATUSES.map((status) => (
          <label key={status}>
            <input
              type="radio"
              name="order-status"
              value={status}
              checked={choice === status}
              onChange={() => setChoice(status)}
            />
            {t(`orders.option.${status}`)}
          </label>
        ))}
      </fieldset>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button-primary"
          aria-disabled={isMutating || undefined}
          onClick={update}
        >
          {t('orders.update')}
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
