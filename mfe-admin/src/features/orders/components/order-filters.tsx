import { useTranslation } from 'react-i18next';
import { Field } from '@shop/ui';
import type { OrderFilters as Filters } from '../api';
import { ORDER_STATUSES } from '../order-status';

export function OrderFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('orders.allStatuses') },
    ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.badge.${s}`) })),
  ];
  return (
    <div className="admin-filters" role="group" aria-label={t('orders.filters')}>
      <Field
        prefix="admin"
        label={t('orders.status')}
        value={value.status}
        options={options}
        onChange={(e) => onChange({ ...value, status: e.target.value as Filters['status'] })}
      />
      <Field
        prefix="admin"
        label={t('orders.from')}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <Field
        prefix="admin"
        label={t('orders.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
    </div>
  );
}
