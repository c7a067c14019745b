import { mountStandalone } from '@shop/contracts/react/standalone';
import AdminApp from './exposes/admin-app';

mountStandalone('mfe_admin', [{ path: '/admin/*', Component: AdminApp }]);
