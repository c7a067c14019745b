import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import {
  ProductInputSchema,
  ProductListSchema,
  ProductSchema,
  type Product,
} from '../../schemas/catalog';
import { bearer, errorResponses, IdParam, PageQuery, ref, Text } from '../../schemas/common';

const schema = bearer('admin');
const denied = errorResponses(400, 401, 403);

export const adminProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  /** Staff read the English with what they wrote in the other languages beside it. */
  const withTranslations = async (list: Product[]) => {
    const translations = await repos.admin.translations(list.map((p) => p.id));
    return list.map((p) => ({ ...p, translations: translations.get(p.id) }));
  };
  const load = async (id: number) => {
    const product = await repos.products.byId(id);
    if (!product) throw notFound('Product not found');
    const [withText] = await withTranslations([product]);
    return withText ?? product;
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
      const page = await repos.products.list({
        filters: [],
        pageNumber,
        pageSize,
        sort: 'newest',
        text,
      });
      return { ...page, products: await withTranslations(page.products) };
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
