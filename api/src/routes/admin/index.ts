import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCategoryRoutes } from './categories';
import { adminInvitationRoutes } from './invitations';
import { adminOrderRoutes } from './orders';
import { adminProductRoutes } from './products';
import { adminReportRoutes } from './reports';
import { adminUploadRoutes } from './uploads';
import { adminVitalsRoutes } from './vitals';

/** Everything under /api/admin: the role is checked on the server before any handler runs. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminProductRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminUploadRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(adminVitalsRoutes);
};
