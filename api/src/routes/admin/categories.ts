import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../lib/errors';
import { AdminCategorySchema, CategoryNamesSchema } from '../../schemas/catalog';
import { bearer, errorResponses, Id, IdParam, ref } from '../../schemas/common';

const schema = bearer('admin');

/** Category names in en, es and pt: the back-office lists, creates and renames categories. */
export const adminCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  const requireTitle = (title: string | undefined) => {
    if (title !== undefined && !title.trim()) throw badRequest('title must not be blank');
  };

  app.get(
    '/categories',
    {
      schema: {
        ...schema,
        response: {
          200: Type.Object({ categories: Type.Array(ref(AdminCategorySchema)) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ categories: await repos.categories.listAll() }),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...schema,
        body: Type.Object(
          { ...CategoryNamesSchema.properties, parentId: Type.Optional(Id) },
          { additionalProperties: false },
        ),
        response: { 201: ref(AdminCategorySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { parentId = null, ...names } = request.body;
      requireTitle(names.title);
      if (parentId !== null) {
        // The tree is two levels deep: a new category goes under a top category.
        const parent = await repos.categories.byId(parentId);
        if (!parent || parent.parentId !== null)
          throw badRequest('parentId must name a top category');
      }
      return reply.code(201).send(await repos.categories.create({ ...names, parentId }));
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...schema,
        params: IdParam,
        body: Type.Partial(CategoryNamesSchema),
        response: { 200: ref(AdminCategorySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireTitle(request.body.title);
      const category = await repos.categories.rename(request.params.id, request.body);
      if (!category) throw notFound('Category not found');
      return category;
    },
  );
};
