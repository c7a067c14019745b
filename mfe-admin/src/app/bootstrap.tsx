import { mountStandalone } from '@shop/ui/standalone';
import AdminApp from './exposes/admin-app';

mountStandalone('mfe_admin', [{ path: '/admin/*', Component: AdminApp }]);
