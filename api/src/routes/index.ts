import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { errorResponses } from '../schemas/common';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { contactRoutes } from './contact';
import { devRoutes } from './dev';
import { invitationRoutes } from './invitations';
import { orderRoutes } from './orders';
import { userRoutes } from './user';
import { vitalsRoutes } from './vitals';

export const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses() },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(catalogRoutes);
  await app.register(cartRoutes, { prefix: '/cart' });
  await app.register(orderRoutes);
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(invitationRoutes, { prefix: '/invitations' });
  await app.register(contactRoutes);
  await app.register(vitalsRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  // Never by accident: only a test harness turns it on, and config refuses it in production.
  if (app.config.devOutbox) await app.register(devRoutes, { prefix: '/dev' });
};
