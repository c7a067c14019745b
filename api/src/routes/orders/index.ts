import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countryCode } from '@shop/contracts/countries';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { bearer, Email, errorResponses, ref, Text, Uuid } from '../../schemas/common';
import {
  CustomerDetailsInputSchema,
  CustomerDetailsSchema,
  OrderSchema,
  TrackedOrderSchema,
} from '../../schemas/orders';

const schema = bearer('orders');

/**
 * One key per checkout attempt (the storefront sends a UUID), kept across the attempt's
 * retries: a repeat with the same key answers with the order the first placed, whatever its
 * body, and never takes stock again. Printable ASCII, as header values are.
 */
const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'A key of this checkout attempt (a UUID), the same for each of its retries.',
});

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.post(
    '/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        // The spec's client also sends items, amount, status, token and createdAt: they are
        // accepted and ignored, every amount is computed here from the server's prices.
        body: Type.Object({
          customerDetails: CustomerDetailsInputSchema,
          paymentMethod: Type.Optional(Text(40, 1)),
        }),
        headers: Type.Object({ 'idempotency-key': Type.Optional(IdempotencyKey) }),
        response: { 201: ref(OrderSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { customerDetails, paymentMethod = 'Direct Order' } = request.body;
      const key = request.headers['idempotency-key'];
      // The schema let only the list's codes and English names through: stored as the code.
      const country = countryCode(customerDetails.country) ?? customerDetails.country;
      const { order, replayed } = await repos.orders.checkout(
        callerId(request),
        { ...customerDetails, country },
        paymentMethod,
        key,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      else request.log.info({ orderId: order.id, total: order.amount }, 'order placed');
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        response: {
          200: Type.Object({ orders: Type.Array(ref(OrderSchema)) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ orders: await repos.orders.forUser(callerId(request)) }),
  );

  // The caller's own last billing details (from the token: no id to ask for anyone else's).
  app.get(
    '/orders/last-billing',
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        response: {
          200: Type.Object({ billing: Type.Union([CustomerDetailsSchema, Type.Null()]) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ billing: await repos.orders.lastBilling(callerId(request)) }),
  );

  app.get(
    '/track-order',
    {
      schema: {
        tags: ['orders'],
        querystring: Type.Object({ orderId: Uuid, email: Email }),
        response: { 200: TrackedOrderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const order = await repos.orders.track(request.query.orderId, request.query.email);
      if (!order) throw notFound('Order not found');
      return order;
    },
  );
};
