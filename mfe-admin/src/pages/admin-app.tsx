import { remotePage } from '@shop/ui';
import { NAMESPACE, resources } from '../lib/i18n';
import { AdminRoutes } from '../app/admin-routes';

/** mfe_admin/AdminApp: the whole /admin area, mounted by the shell at /admin/*. */
export { loadTexts } from '../lib/i18n';

export default remotePage(AdminRoutes, NAMESPACE, resources);
