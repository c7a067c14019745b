import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer, errorResponses } from '../../schemas/common';

const schema = bearer('admin');

const FigureSchema = Type.Object({
  p75: Type.Number({ description: '75th percentile: milliseconds, or the CLS score' }),
  count: Type.Integer(),
});

const ReportSchema = Type.Object({
  days: Type.Integer(),
  pages: Type.Array(
    Type.Object({
      route: Type.String({ description: 'The route pattern, such as /product/:id' }),
      remote: Type.String({ description: 'The app that rendered most of its measurements' }),
      count: Type.Integer(),
      metrics: Type.Partial(
        Type.Object({
          LCP: FigureSchema,
          INP: FigureSchema,
          CLS: FigureSchema,
          FCP: FigureSchema,
          TTFB: FigureSchema,
        }),
      ),
    }),
  ),
});

/** Shoppers' Core Web Vitals per page, for staff (the admin hook runs before this). */
export const adminVitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/vitals',
    {
      schema: {
        ...schema,
        querystring: Type.Object({
          days: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: config.vitalsRetentionDays,
              default: config.vitalsWindowDays,
            }),
          ),
        }),
        response: { 200: ReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const days = request.query.days ?? config.vitalsWindowDays;
      return { days, pages: await repos.vitals.report(days) };
    },
  );
};
