import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { ProductInputSchema, ProductListSchema, ProductSchema } from '../../schemas/catalog';
import { bearer, errorResponses, IdParam, PageQuery, ref, Text } from '../../schemas/common';

const schema = bearer('admin');
const denied = errorResponses(400, 401, 403);

export const adminProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  const load = async (id: number) => {
    const product = await repos.products.byId(id);
    if (!product) throw notFound('Product not found');
    return product;
  };

  app.get(
    '/products',
    {
      schema: {
        ...schema,
        querystring: Type.Object({ q: Type.Optional(Text(100)), ...PageQuery }),
        response: { 200: ref(ProductListSchema), ...denied },
      },
    },
    async (request) => {
      const { q = '', pageNumber = 1, pageSize = 12 } = request.query;
      const text = q.trim();
      return repos.products.list({ filters: [], pageNumber, pageSize, sort: 'newest', text });
    },
  );

  app.post(
    '/products',
    {
      schema: {
        ...schema,
        body: ProductInputSchema,
        response: { 201: ref(ProductSchema), ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await load(await repos.admin.create(request.body))),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...schema,
        params: IdParam,
        body: Type.Partial(ProductInputSchema),
        response: { 200: ref(ProductSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await repos.admin.update(request.params.id, request.body);
      return load(request.params.id);
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        ...schema,
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await repos.admin.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
