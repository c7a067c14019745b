import { useTranslation } from 'react-i18next';
import type { Customer } from '@shop/contracts';
import { usePrice } from '@shop/contracts/react';
import { useFormatDate } from '../../../lib/use-format-date';
import { CustomerAvatar, customerName } from './customer-avatar';

const COLUMNS = ['id', 'customers', 'contact', 'totalOrder', 'totalAmount', 'joiningDate'] as const;

/** The spec's customer columns; rows are numbered from `first + 1` across pages. */
export function CustomersTable({ customers, first }: { customers: Customer[]; first: number }) {
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
                {t(`customers.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {customers.map((c, i) => (
            <tr key={c.id}>
              <td>{first + i + 1}</td>
              <td>
                <span className="admin-person">
                  <CustomerAvatar customer={c} />
                  {customerName(c)}
                </span>
              </td>
              <td>{c.email}</td>
              <td>{c.totalOrders}</td>
              <td>{price(c.totalAmount)}</td>
              <td>{formatDate(c.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
