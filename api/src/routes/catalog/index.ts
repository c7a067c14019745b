import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import {
  CategoryLanguageSchema,
  CategoryNodeSchema,
  ProductFilterSchema,
  ProductListSchema,
  ProductSchema,
  ProductsSchema,
  SortSchema,
} from '../../schemas/catalog';
import {
  errorResponses,
  Id,
  IdParam,
  LimitQuery,
  PageQuery,
  ref,
  Text,
} from '../../schemas/common';
import { sendJson } from '../send-json';

const Filters = Type.Optional(Type.Array(ref(ProductFilterSchema), { maxItems: 10 }));

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/categories-containing-products',
    {
      schema: {
        tags,
        querystring: Type.Object({ lang: Type.Optional(CategoryLanguageSchema) }),
        response: { 200: Type.Array(ref(CategoryNodeSchema)), ...errorResponses(400) },
      },
    },
    async (request) => repos.categories.treeWithProducts(request.query.lang ?? 'en'),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        querystring: Type.Object({
          filters: Filters,
          ...PageQuery,
          sort: Type.Optional(SortSchema),
        }),
        response: { 200: ref(ProductListSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { filters = [], pageNumber = 1, pageSize = 12, sort = 'newest' } = request.query;
      const query = { filters, pageNumber, pageSize, sort };
      const json = await repos.products.categoryListJson(query);
      return json === null ? repos.products.list(query) : sendJson(reply, json);
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags,
        params: IdParam,
        response: { 200: ref(ProductSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const product = await repos.products.byIdJson(request.params.id);
      if (product === null) throw notFound('Product not found');
      repos.views.record(request.params.id);
      return sendJson(reply, product);
    },
  );

  app.get(
    '/related-products',
    {
      schema: {
        tags,
        querystring: Type.Object({
          filters: Filters,
          excludeId: Type.Optional(Id),
          limit: LimitQuery(6, 24),
        }),
        response: { 200: ProductsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { filters = [], excludeId, limit = 6 } = request.query;
      return { products: await repos.products.related(filters, excludeId, limit) };
    },
  );

  const lists = {
    '/popular-products': repos.products.popular,
    '/best-selling-products': repos.products.bestSelling,
    '/recent-products': repos.products.recent,
  };
  for (const [path, load] of Object.entries(lists)) {
    app.get(
      path,
      {
        schema: {
          tags,
          querystring: Type.Object({ limit: LimitQuery(6, 24) }),
          response: { 200: ProductsSchema, ...errorResponses(400) },
        },
      },
      async (request) => ({ products: await load(request.query.limit ?? 6) }),
    );
  }

  app.get(
    '/search',
    {
      schema: {
        tags,
        querystring: Type.Object({ q: Text(100), limit: LimitQuery(8, 50) }),
        response: { 200: ProductsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      return { products: q ? await repos.products.search(q, request.query.limit ?? 8) : [] };
    },
  );
};
