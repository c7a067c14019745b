import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { replyLanguage } from '../../lib/language';
import { CategoryLanguageSchema } from '../../schemas/catalog';
import { callerId } from '../../plugins/auth';
import { bearer, errorResponses, Id, INT32_MAX, ref, Text, UuidParam } from '../../schemas/common';
import { CartSchema, type Cart } from '../../schemas/orders';

const Quantity = Type.Integer({ minimum: 1, maximum: 10 });
/** `?lang=`: the language of the products' names in the cart (else Accept-Language). */
const schema = {
  ...bearer('cart'),
  querystring: Type.Object({ lang: Type.Optional(CategoryLanguageSchema) }),
};
type LangRequest = FastifyRequest<{ Querystring: { lang?: 'en' | 'es' | 'pt' } }>;

/** Every handler works on the caller's cart only: the user id comes from the token. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  app.addHook('onRequest', app.authenticate);

  const current = async (request: LangRequest, reply: FastifyReply) => {
    const cart = await repos.carts.get(callerId(request), false, replyLanguage(request, reply));
    if (!cart) throw notFound('Cart not found');
    return cart;
  };

  // An empty cart is a cart: a shopper who never added anything gets one, not a 404.
  app.get(
    '/',
    { schema: { ...schema, response: { 200: ref(CartSchema), ...errorResponses(401) } } },
    async (request, reply) =>
      (await repos.carts.get(callerId(request), true, replyLanguage(request, reply))) as Cart,
  );

  app.post(
    '/add-product',
    {
      schema: {
        ...schema,
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
    async (request, reply) => {
      await repos.carts.add(callerId(request), request.body);
      return current(request, reply);
    },
  );

  app.patch(
    '/items/:id',
    {
      schema: {
        ...schema,
        params: UuidParam,
        body: Type.Object({ quantity: Quantity }),
        response: { 200: ref(CartSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await repos.carts.setQuantity(callerId(request), request.params.id, request.body.quantity);
      return current(request, reply);
    },
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        ...schema,
        params: UuidParam,
        response: { 200: ref(CartSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await repos.carts.remove(callerId(request), request.params.id);
      return current(request, reply);
    },
  );
};
