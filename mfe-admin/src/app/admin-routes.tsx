import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@shop/ui';
import { StatusScreen } from '../components/status-screen';
import { CustomersPage } from '../features/customers/components/customers-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { ProductsPage } from '../features/products/components/products-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { AdminLayout } from './layout/admin-layout';

const PLACEHOLDERS = ['addresses', 'stores', 'shipments'] as const;

function Placeholder({ name }: { name: (typeof PLACEHOLDERS)[number] }) {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t(`placeholders.${name}.title`)}>
      <p>{t(`placeholders.${name}.line`)}</p>
    </StatusScreen>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t('notFound.title')}>
      <Link to="/admin/dashboard">{t('notFound.back')}</Link>
    </StatusScreen>
  );
}

function NotAuthorised() {
  const { t } = useTranslation();
  return (
    <main className="admin-standalone-message">
      <StatusScreen title={t('notAuthorised.title')}>
        <p>{t('notAuthorised.line')}</p>
        <Link to="/">{t('notAuthorised.home')}</Link>
      </StatusScreen>
    </main>
  );
}

/**
 * Everything under /admin: no session goes home, a customer is told they may not enter, and
 * nobody is judged before the shell knows whose session it is.
 */
export function AdminRoutes() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (session.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (session.role !== 'admin') return <NotAuthorised />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="sales-orders" element={<OrdersPage key="sales" kind="sales" />} />
        <Route path="purchase-orders" element={<OrdersPage key="purchase" kind="purchase" />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {PLACEHOLDERS.map((name) => (
          <Route key={name} path={name} element={<Placeholder name={name} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
