import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toMajor, toMinor } from '../../lib/money';
import { badRequest } from '../../lib/errors';
import type { ShopSettingsRow } from '../../repositories/settings';
import { bearer, errorResponses } from '../../schemas/common';

const schema = bearer('admin');
const denied = errorResponses(400, 401, 403);

const FigureSchema = Type.Object({
  value: Type.Number(),
  previous: Type.Number(),
  change: Type.Number(),
});
const DashboardSchema = Type.Object({
  cards: Type.Object({
    revenue: FigureSchema,
    orders: FigureSchema,
    newCustomers: FigureSchema,
    deliveries: FigureSchema,
  }),
  monthlyRevenue: Type.Array(
    Type.Object({
      month: Type.Integer(),
      revenue: Type.Number(),
      netProfit: Type.Number(),
      freeCashFlow: Type.Number(),
    }),
  ),
  productTrends: Type.Array(
    Type.Object({ month: Type.Integer(), created: Type.Integer(), sold: Type.Integer() }),
  ),
  salesByDate: Type.Array(
    Type.Object({ date: Type.String(), amount: Type.Number(), income: Type.Number() }),
  ),
});
const NotificationSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('order'), Type.Literal('signup')], {
    description: 'What happened: a new order, or a new customer account.',
  }),
  title: Type.String({
    description:
      'The same notification as an English sentence, kept for older clients; clients compose ' +
      'the sentence in their own language from kind, name and amount.',
  }),
  name: Type.String({
    description: "Who: the order's first and last name, or the nickname that signed up.",
  }),
  amount: Type.Optional(
    Type.Number({ description: 'The order total in major units (₿); only on kind order.' }),
  ),
  createdAt: Type.String(),
});
const SettingsSchema = Type.Object({
  invitationsPerUser: Type.Integer({ minimum: 0, maximum: 1000 }),
  // Percent, up to two decimals (7.5 is 7.5 %).
  taxRate: Type.Number({ minimum: 0, maximum: 100 }),
  shipping: Type.Number({ minimum: 0, maximum: 100_000 }),
});

const toWire = (row: ShopSettingsRow) => ({
  invitationsPerUser: row.invitationsPerUser,
  taxRate: row.taxRateBp / 100,
  shipping: toMajor(row.shippingMinor),
});

function exact(field: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minor = toMinor(value);
  if (minor === null) throw badRequest(`body/${field} has more than two decimals`);
  return minor;
}

export const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/dashboard',
    { schema: { ...schema, response: { 200: DashboardSchema, ...denied } } },
    async () => repos.reports.dashboard(),
  );

  app.get(
    '/notifications',
    {
      schema: {
        ...schema,
        response: { 200: Type.Object({ items: Type.Array(NotificationSchema) }), ...denied },
      },
    },
    async () => ({ items: await repos.reports.notifications() }),
  );

  app.get(
    '/settings',
    { schema: { ...schema, response: { 200: SettingsSchema, ...denied } } },
    async () => toWire(await repos.settings.get()),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...schema,
        body: Type.Partial(SettingsSchema, { additionalProperties: false }),
        response: { 200: SettingsSchema, ...denied },
      },
    },
    async (request) => {
      const { invitationsPerUser, taxRate, shipping } = request.body;
      const change = {
        invitationsPerUser,
        taxRateBp: exact('taxRate', taxRate),
        shippingMinor: exact('shipping', shipping),
      };
      const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      return toWire(await repos.settings.update(defined));
    },
  );
};
