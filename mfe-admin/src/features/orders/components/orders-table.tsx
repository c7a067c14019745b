import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contracts';
import { usePrice } from '@shop/contracts/react';
import { useFormatDate } from '../../../lib/use-format-date';
import { StatusBadge } from './status-badge';

export interface OrdersTableProps {
  orders: Order[];
  onOpen: (order: Order) => void;
}

const COLUMNS = [
  'customerId',
  'date',
  'address',
  'amount',
  'payment',
  'contact',
  'status',
] as const;

/** The spec's columns; a row opens the update dialog by click, Enter or Space. */
export function OrdersTable({ orders, onOpen }: OrdersTableProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const formatDate = useFormatDate();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`orders.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const d = order.customerDetails;
            return (
              <tr
                key={order.id}
                tabIndex={0}
                className="admin-row-action"
                aria-label={t('orders.openRow', { id: order.id })}
                onClick={() => onOpen(order)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  onOpen(order);
                }}
              >
                <td>
                  {order.userId ?? '—'}
                  <small className="admin-muted admin-block">{order.id}</small>
                </td>
                <td>{formatDate(order.createdAt)}</td>
                <td>{[d.address, d.city, d.country].filter(Boolean).join(', ')}</td>
                <td>{price(order.amount)}</td>
                <td>{order.paymentMethod}</td>
                <td>{d.phone || d.email}</td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
