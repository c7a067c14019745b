import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '@shop/contracts/react';
import { Pagination } from '../../../components/pagination';
import { useFormatDate } from '../../../lib/use-format-date';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api';
import { CustomerAvatar, customerName } from './customer-avatar';

const COLUMNS = ['id', 'customers', 'contact', 'totalOrder', 'totalAmount', 'joiningDate'] as const;

export function CustomersPage() {
  const { t } = useTranslation();
  const price = usePrice();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useCustomers(page);
  const first = (page - 1) * (data?.pageSize || CUSTOMERS_PAGE_SIZE);

  return (
    <section className="admin-page">
      <h1>{t('customers.title')}</h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {data && data.customers.length === 0 && <p>{t('customers.none')}</p>}
      {data && data.customers.length > 0 && (
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
              {data.customers.map((c, i) => (
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
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </section>
  );
}
