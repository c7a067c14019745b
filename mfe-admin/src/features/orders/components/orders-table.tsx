import { useTranslation } from 'react-i18next';
import { countryName, type Order } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { DataTable } from '../../../components/data-table';
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

/** The payment method the shop's own checkout stores, named in the admin's language. */
const PAYMENT_KEYS: Record<string, string> = { 'Direct Order': 'orders.directOrder' };

/** One order; a click, Enter or Space opens its update dialog. */
function OrderRow({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const formatDate = useFormatDate();
  const d = order.customerDetails;
  const label = (c: (typeof COLUMNS)[number]) => t(`orders.columns.${c}`);
  return (
    <tr
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
      <td data-label={label('customerId')}>
        {order.userId ?? '—'}
        <small className="admin-muted admin-block">{order.id}</small>
      </td>
      <td data-label={label('date')}>{formatDate(order.createdAt)}</td>
      <td data-label={label('address')}>
        {[d.address, d.city, countryName(d.country, i18n.language)].filter(Boolean).join(', ')}
      </td>
      <td data-label={label('amount')}>{price(order.amount)}</td>
      <td data-label={label('payment')}>
        {order.paymentMethod in PAYMENT_KEYS
          ? t(PAYMENT_KEYS[order.paymentMethod]!)
          : order.paymentMethod}
      </td>
      <td data-label={label('contact')}>{d.phone || d.email}</td>
      <td data-label={label('status')}>
        <StatusBadge status={order.status} />
      </td>
    </tr>
  );
}

/** The spec's columns, the order's real payment method among them. */
export function OrdersTable({ orders, onOpen }: OrdersTableProps) {
  return (
    <DataTable columns={COLUMNS} names="orders.columns">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} onOpen={onOpen} />
      ))}
    </DataTable>
  );
}
