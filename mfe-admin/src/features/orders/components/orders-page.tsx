import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contracts';
import { Pagination } from '../../../components/pagination';
import { useOrders, type OrderFilters as Filters } from '../api';
import { OrderFilters } from './order-filters';
import { OrderUpdateDialog } from './order-update-dialog';
import { OrdersTable } from './orders-table';

const NO_FILTERS: Filters = { status: '', from: '', to: '' };

/** Orders, the same screen for sales and purchase orders (the title says which). */
export function OrdersPage({ kind }: { kind: 'sales' | 'purchase' }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Order | null>(null);
  const { data, error, isLoading } = useOrders(filters, page);

  return (
    <section className="admin-page">
      <h1>{t(`orders.title.${kind}`)}</h1>
      <OrderFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {data && data.orders.length === 0 && <p>{t('orders.none')}</p>}
      {data && data.orders.length > 0 && <OrdersTable orders={data.orders} onOpen={setSelected} />}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      {selected && <OrderUpdateDialog order={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}
