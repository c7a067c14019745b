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
import { replyLanguage } from '../../lib/language';
import { sendJson } from '../send-json';

const Filters = Type.Optional(Type.Array(ref(ProductFilterSchema), { maxItems: 10 }));

const tags = ['catalog'];
/** `?lang=`: the language of the products' names and descriptions (else Accept-Language). */
const Lang = { lang: Type.Optional(CategoryLanguageSchema) };

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

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
          ...Lang,
        }),
        response: { 200: ref(ProductListSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { filters = [], pageNumber = 1, pageSize = 12, sort = 'newest' } = request.query;
      const query = { filters, pageNumber, pageSize, sort, lang: replyLanguage(request, reply) };
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
        querystring: Type.Object(Lang),
        response: { 200: ref(ProductSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const lang = replyLanguage(request, reply);
      const product = await repos.products.byIdJson(request.params.id, lang);
      if (product === null) throw notFound('Product not found');
      return sendJson(reply, product);
    },
  );

  app.post(
    '/product/:id/view',
    {
      config: { rateLimit: { max: config.rateLimitViews, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'Counts one view of a product page (anyone may): its page sends it once per visit, ' +
          'whether the shell’s server or the browser rendered it. Views order popular-products.',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const product = await repos.products.byIdJson(request.params.id, 'en');
      if (product === null) throw notFound('Product not found');
      repos.views.record(request.params.id);
      return reply.code(204).send(null);
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
          ...Lang,
        }),
        response: { 200: ProductsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { filters = [], excludeId, limit = 6 } = request.query;
      const lang = replyLanguage(request, reply);
      return { products: await repos.products.related(filters, excludeId, limit, lang) };
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
          querystring: Type.Object({ limit: LimitQuery(6, 24), ...Lang }),
          response: { 200: ProductsSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => ({
        products: await load(request.query.limit ?? 6, replyLanguage(request, reply)),
      }),
    );
  }

  app.get(
    '/search',
    {
      schema: {
        tags,
        querystring: Type.Object({ q: Text(100), limit: LimitQuery(8, 50), ...Lang }),
        response: { 200: ProductsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const q = request.query.q.trim();
      const lang = replyLanguage(request, reply);
      return { products: q ? await repos.products.search(q, request.query.limit ?? 8, lang) : [] };
    },
  );
};
