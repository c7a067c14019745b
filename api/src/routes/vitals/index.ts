import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError } from '../../lib/errors';
import { VITAL_NAMES } from '../../schemas/vitals';
import { errorResponses } from '../../schemas/common';
import { refusingUnknownFields } from '../../plugins/validation';
import { vitalsBudget } from './budget';
import { shopRoute } from './shop-route';

/** A beacon's body: sendBeacon's text is small, and so is any honest batch. */
export const MAX_VITALS_BYTES = 16 * 1024;
export const MAX_VITALS_ENTRIES = 50;
/** The apps that render pages: the shell and its remotes (see shared-contracts' REMOTES). */
export const VITAL_REMOTES = [
  'shell',
  'mfe_catalog',
  'mfe_cart_checkout',
  'mfe_account',
  'mfe_admin',
] as const;
/** Milliseconds: ten minutes is more than any page load or interaction a person waits for. */
const MAX_MILLISECONDS = 600_000;
/** CLS is a unitless score; a page that shifts this much has no layout left to measure. */
const MAX_CLS = 100;

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

const VitalSchema = Type.Object(
  {
    name: literals(VITAL_NAMES),
    value: Type.Number({ minimum: 0, maximum: MAX_MILLISECONDS }),
    rating: Type.Optional(literals(['good', 'needs-improvement', 'poor'])),
    route: Type.String({
      minLength: 1,
      maxLength: 200,
      // A route pattern such as /product/:id: no query, fragment, spaces or control characters.
      pattern: '^/[A-Za-z0-9._~:*/-]*$',
      description:
        'The route pattern the page matched (`/product/:id`), never the address. A route the ' +
        'shop does not have is filed as `other`.',
    }),
    remote: literals(VITAL_REMOTES),
    signedIn: Type.Optional(
      Type.Boolean({ description: 'Whether the view was signed in (a login token was held).' }),
    ),
  },
  { additionalProperties: false },
);

/**
 * Shoppers' browsers report Core Web Vitals here, signed in or not. `navigator.sendBeacon`
 * sends a string as text/plain (no CORS preflight), so this route reads text/plain as JSON too.
 */
export const vitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;
  const budget = vitalsBudget(app);
  // Anyone may send a beacon: a field the schema does not name is a 400, not dropped quietly.
  app.setValidatorCompiler(refusingUnknownFields(app));

  // Encapsulated: only the routes of this plugin read text/plain as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/vitals',
    {
      bodyLimit: MAX_VITALS_BYTES,
      config: { rateLimit: { max: config.rateLimitVitals, timeWindow: '1 minute' } },
      schema: {
        tags: ['vitals'],
        consumes: ['application/json', 'text/plain'],
        description:
          'A batch of Core Web Vitals from a shopper’s browser (anyone may send one). Stored ' +
          `without any user, address or browser, kept ${config.vitalsRetentionDays} days.`,
        body: Type.Array(VitalSchema, { minItems: 1, maxItems: MAX_VITALS_ENTRIES }),
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const index = request.body.findIndex((e) => e.name === 'CLS' && e.value > MAX_CLS);
      if (index >= 0) throw badRequest(`body/${index}/value must be <= ${MAX_CLS} for CLS`);
      const retryAfter = await budget(request.ip, request.body.length);
      if (retryAfter !== null) {
        reply.header('retry-after', retryAfter);
        throw new HttpError(429, `Too many measurements, retry in ${retryAfter} seconds`);
      }
      const entries = request.body.map((entry) => ({ ...entry, route: shopRoute(entry.route) }));
      await repos.vitals.record(entries, { retentionDays: config.vitalsRetentionDays });
      return reply.code(204).send(null);
    },
  );
};
