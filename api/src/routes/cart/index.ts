import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { errorResponses, Id, INT32_MAX, ref, Text, UuidParam } from '../../schemas/common';
import { CartSchema, type Cart } from '../../schemas/orders';

const Quantity = Type.Integer({ minimum: 1, maximum: 10 });
const tags = ['cart'];
const security = [{ bearer: [] }];

/** Every handler works on the caller's cart only: the user id comes from the token. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  app.addHook('onRequest', app.authenticate);

  const current = async (userId: number) => {
    const cart = await repos.carts.get(userId);
    if (!cart) throw notFound('Cart not found');
    return cart;
  };

  // An empty cart is a cart: a shopper who never added anything gets one, not a 404.
  app.get(
    '/',
    { schema: { tags, security, response: { 200: ref(CartSchema), ...errorResponses(401) } } },
    async (request) => (await repos.carts.get(callerId(request), true)) as Cart,
  );

  app.post(
    '/add-product',
    {
      schema: {
        tags,
        security,
        body: Type.Object({
          currencyId: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
          cartId: Type.Optional(Text(64)),
          cartItemId: Type.Optional(Text(64)),
          productId: Id,
          quantity: Quantity,
        }),
        response: { 200: ref(CartSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = callerId(request);
      await repos.carts.add(userId, request.body);
      return current(userId);
    },
  );

  app.patch(
    '/items/:id',
    {
      schema: {
        tags,
        security,
        params: UuidParam,
        body: Type.Object({ quantity: Quantity }),
        response: { 200: ref(CartSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = callerId(request);
      await repos.carts.setQuantity(userId, request.params.id, request.body.quantity);
      return current(userId);
    },
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        tags,
        security,
        params: UuidParam,
        response: { 200: ref(CartSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = callerId(request);
      await repos.carts.remove(userId, request.params.id);
      return current(userId);
    },
  );
};
