import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/errors';
import {
  bearer,
  errorResponses,
  Paged,
  PageQuery,
  ref,
  Text,
  UuidParam,
} from '../../schemas/common';
import { OrderListSchema, OrderSchema, OrderStatusSchema } from '../../schemas/orders';

const schema = bearer('admin');
const DateParam = Type.String({ format: 'date' });

const CustomerSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  avatarUrl: Type.String(),
  totalOrders: Type.Integer(),
  totalItems: Type.Integer(),
  totalAmount: Type.Number(),
  createdAt: Type.String(),
});

/** `to` is a day and includes it: orders before the next midnight (UTC). */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/orders',
    {
      schema: {
        ...schema,
        querystring: Type.Object({
          status: Type.Optional(OrderStatusSchema),
          from: Type.Optional(DateParam),
          to: Type.Optional(DateParam),
          ...PageQuery,
        }),
        response: { 200: ref(OrderListSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, from, to, pageNumber = 1, pageSize = 12 } = request.query;
      if (from && to && from > to) throw badRequest('querystring/from must not be after to');
      return repos.adminOrders.list({
        status,
        from: from ? new Date(`${from}T00:00:00Z`) : undefined,
        to: to ? dayAfter(to) : undefined,
        pageNumber,
        pageSize,
      });
    },
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        ...schema,
        params: UuidParam,
        body: Type.Object({ status: OrderStatusSchema }),
        response: { 200: ref(OrderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      repos.adminOrders.setStatus(request.params.id.toLowerCase(), request.body.status),
  );

  app.get(
    '/customers',
    {
      schema: {
        ...schema,
        querystring: Type.Object({ q: Type.Optional(Text(100)), ...PageQuery }),
        response: {
          200: Type.Object({ customers: Type.Array(CustomerSchema), ...Paged }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { q = '', pageNumber = 1, pageSize = 12 } = request.query;
      return repos.adminOrders.customers(q.trim(), pageNumber, pageSize);
    },
  );
};
