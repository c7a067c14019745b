import { useTranslation } from 'react-i18next';
import type { Customer } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { DataTable } from '../../../components/data-table';
import { useFormatDate } from '../../../lib/use-format-date';
import { CustomerAvatar, customerName } from './customer-avatar';

const COLUMNS = ['id', 'customers', 'contact', 'totalOrder', 'totalAmount', 'joiningDate'] as const;

/** The spec's customer columns; rows are numbered from `first + 1` across pages. */
export function CustomersTable({ customers, first }: { customers: Customer[]; first: number }) {
  const { t } = useTranslation();
  const price = usePrice();
  const formatDate = useFormatDate();
  const label = (c: (typeof COLUMNS)[number]) => t(`customers.columns.${c}`);
  return (
    <DataTable columns={COLUMNS} names="customers.columns">
      {customers.map((c, i) => (
        <tr key={c.id}>
          <td data-label={label('id')}>{first + i + 1}</td>
          <td data-label={label('customers')}>
            <span className="admin-person">
              <CustomerAvatar customer={c} />
              {customerName(c)}
            </span>
          </td>
          <td data-label={label('contact')}>{c.email}</td>
          <td data-label={label('totalOrder')}>{c.totalOrders}</td>
          <td data-label={label('totalAmount')}>{price(c.totalAmount)}</td>
          <td data-label={label('joiningDate')}>{formatDate(c.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
