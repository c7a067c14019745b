import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api';
import { CustomersTable } from './customers-table';

export function CustomersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useCustomers(page);

  return (
    <section className="admin-page">
      <h1>{t('customers.title')}</h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {data && data.customers.length === 0 && <p>{t('customers.none')}</p>}
      {data && data.customers.length > 0 && (
        <CustomersTable
          customers={data.customers}
          first={(page - 1) * (data.pageSize || CUSTOMERS_PAGE_SIZE)}
        />
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </section>
  );
}
