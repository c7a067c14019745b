import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer, errorResponses } from '../../schemas/common';

const schema = bearer('admin');

const FigureSchema = Type.Object({
  p75: Type.Number({ description: '75th percentile: milliseconds, or the CLS score' }),
  count: Type.Integer(),
});

const MetricsSchema = Type.Partial(
  Type.Object({
    LCP: FigureSchema,
    INP: FigureSchema,
    CLS: FigureSchema,
    FCP: FigureSchema,
    TTFB: FigureSchema,
  }),
);

const ReportSchema = Type.Object({
  days: Type.Integer(),
  pages: Type.Array(
    Type.Object({
      route: Type.String({
        description: 'The route pattern, such as /product/:id; `other` for routes the shop lacks',
      }),
      remote: Type.String({ description: 'The app that rendered most of its measurements' }),
      count: Type.Integer(),
      metrics: MetricsSchema,
      views: Type.Array(
        Type.Object({
          signedIn: Type.Boolean(),
          count: Type.Integer(),
          metrics: MetricsSchema,
        }),
        {
          description:
            'The same figures for signed-out and signed-in views apart (signed out first); ' +
            'measurements that did not say count only in the page’s own figures',
        },
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
